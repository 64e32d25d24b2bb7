import 'swiper/css'
import 'swiper/css/free-mode'
import { useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperClass } from 'swiper'
import { Autoplay, FreeMode } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { Button } from '../Button/Button'
import { Item, itemKey, type LogoCarouselItem } from './LogoCarousel'
import * as styles from './LogoCarousel.css'

/** Enough slides for Swiper's loop to always have some off-screen on both sides. */
const minimumSlides = 12

interface MovingStripProps {
  items: readonly LogoCarouselItem[]
  pixelsPerSecond: number
  defaultPaused: boolean
}

export default function MovingStrip({ items, pixelsPerSecond, defaultPaused }: MovingStripProps) {
  const swiperRef = useRef<SwiperClass | null>(null)
  const [paused, setPaused] = useState(defaultPaused)
  const [hovered, setHovered] = useState(false)
  const copies = Math.max(2, Math.ceil(minimumSlides / Math.max(items.length, 1)))

  const frozen = paused || hovered
  const frozenRef = useRef(frozen)
  /** The slide at the left edge of a frozen strip and where it stood on screen before Swiper measured again. */
  const heldSlide = useRef<{ slide: HTMLElement; left: number } | null>(null)

  useEffect(() => {
    frozenRef.current = frozen
    const swiper = swiperRef.current
    if (!swiper || swiper.destroyed) return
    if (frozen) freeze(swiper)
    else if (!swiper.autoplay.running) resume(swiper, pixelsPerSecond)
  }, [frozen, pixelsPerSecond])

  // After any resize (a logo loading, the fonts arriving, the window), Swiper re-seats a looping strip on its active
  // slide, which jumped a frozen strip by up to a slide's width. Put the slide that was at the left edge back.
  function holdBeforeResize(swiper: SwiperClass) {
    const slide = frozenRef.current ? swiper.slides[swiper.activeIndex] : undefined
    heldSlide.current = slide ? { slide, left: slide.getBoundingClientRect().left } : null
  }

  function restoreAfterResize(swiper: SwiperClass) {
    const held = heldSlide.current
    heldSlide.current = null
    if (!held) return
    // Swiper re-seats in an animation frame it requests while handling the resize; this one comes after it, before paint.
    requestAnimationFrame(() => {
      if (swiper.destroyed || !frozenRef.current) return
      const shift = held.slide.getBoundingClientRect().left - held.left
      if (Math.abs(shift) < 0.5) return
      swiper.setTransition(0)
      swiper.setTranslate(swiper.translate - shift)
      swiper.updateActiveIndex()
    })
  }

  // Swiper re-seats the strip with a move of no duration (as it starts up, after a resize). The autoplay pauses for it
  // and waits for a transitionend that such a move never fires, so a moving strip stood still for good. Carry on.
  function continueAfterInstantMove(swiper: SwiperClass) {
    const instant = swiper.wrapperEl.style.transitionDuration === '0ms'
    if (instant && !frozenRef.current && swiper.autoplay.running && swiper.autoplay.paused) swiper.autoplay.resume()
  }

  // Swiper's speed is per move, one slide at a time. When a move starts, the next one
  // will cross the slide now becoming active, so time it by that slide's width: a wide
  // testimonial card then passes at the same pace as a narrow logo.
  function pace(swiper: SwiperClass) {
    const width = swiper.slidesSizesGrid[swiper.activeIndex]
    if (width) swiper.params.speed = durationFor(width, pixelsPerSecond)
  }

  return (
    <>
      {/* Swiper's own pauseOnMouseEnter waits for the running slide transition to finish
          (seconds, in a continuous strip); freezing on pointer enter stops it at once. */}
      <div
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      >
        <Swiper
          className={styles.swiper}
          modules={[Autoplay, FreeMode]}
          loop
          slidesPerView="auto"
          freeMode={{ enabled: true, momentum: false }}
          // Started by the effect above once slides are measured, so even the first move is paced. Not `delay: 0`:
          // Swiper queues the next move in an animation frame then, which `autoplay.stop()` does not cancel, so a
          // strip frozen between two moves set off again a frame later. A timeout, which it clears, costs one 1 ms gap.
          autoplay={{ enabled: false, delay: 1, disableOnInteraction: false }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper
          }}
          onSlideChangeTransitionStart={pace}
          onBeforeResize={holdBeforeResize}
          onResize={restoreAfterResize}
          onTransitionEnd={continueAfterInstantMove}
        >
          {Array.from({ length: copies }, (_, copy) =>
            items.map((item) => (
              // Copies exist only to fill the loop; assistive technology reads each item once.
              <SwiperSlide key={`${copy}-${itemKey(item)}`} className={styles.slide} aria-hidden={copy > 0 || undefined}>
                <Item item={item} />
              </SwiperSlide>
            )),
          )}
        </Swiper>
      </div>
      <div className={styles.controls}>
        <Button variant="ghost" icon={paused ? 'play' : undefined} onClick={() => setPaused((value) => !value)}>
          {paused ? 'Play animation' : 'Pause animation'}
        </Button>
      </div>
    </>
  )
}

function durationFor(distance: number, pixelsPerSecond: number): number {
  return Math.max(1, Math.round((distance / pixelsPerSecond) * 1000))
}

/** Stops the strip where it is, mid-slide, rather than at the end of the running transition. */
function freeze(swiper: SwiperClass) {
  const current = swiper.getTranslate()
  swiper.autoplay.stop()
  swiper.setTransition(0)
  swiper.setTranslate(current)
  // Swiper clears this flag on transitionend, which a cancelled transition never fires.
  swiper.animating = false
  // The slide at the left edge becomes active, so the next move only finishes it.
  swiper.updateActiveIndex()
}

/** Restarts from a frozen position at the same pace: the first move covers only what is left of a slide. */
function resume(swiper: SwiperClass, pixelsPerSecond: number) {
  const nextEdge = swiper.snapGrid[swiper.activeIndex + 1]
  if (nextEdge !== undefined) swiper.params.speed = durationFor(nextEdge + swiper.translate, pixelsPerSecond)
  swiper.autoplay.start()
}

