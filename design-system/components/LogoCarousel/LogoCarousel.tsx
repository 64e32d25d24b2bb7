import { plainList } from '../../styles/list'
import { lazy, Suspense, useRef } from 'react'
import { Testimonial } from '../Quote/Quote'
import * as styles from './LogoCarousel.css'
import { LogoImage } from './LogoImage'
import { useAutoplayAllowed, useNearViewport } from './motion'

export interface CarouselLogo {
  type: 'logo'
  name: string
  /** The partner's site; kept as data, not linked: a moving link is a moving target. */
  url: string
  image: { src: string; alt: string; width: number; height: number }
}

interface CarouselTestimonial {
  type: 'testimonial'
  quote: string
  author: string
  role: string
}

export type LogoCarouselItem = CarouselLogo | CarouselTestimonial

export interface LogoCarouselProps {
  items: readonly LogoCarouselItem[]
  /** Names the region for assistive technology, e.g. the section heading's text. */
  label: string
  /** Set false for a still row (stories, visual tests). It never moves under prefers-reduced-motion. */
  autoplay?: boolean
  /** Scrolling speed in pixels per second, the same for wide and narrow slides. */
  pixelsPerSecond?: number
  /** Starts the moving strip paused, as if Pause had been pressed (stories, visual tests). */
  defaultPaused?: boolean
}

/**
 * SPEC §2/§4/§9 trusted-by strip: autoplays from the first frame, loops forward,
 * pauses under the mouse, keeps going after a drag. Server HTML (and reduced motion,
 * and autoplay={false}) is a still, wrapped row of every item; the moving strip and
 * its Pause control (WCAG 2.2.2) take over after hydration.
 */
export function LogoCarousel({
  items,
  label,
  autoplay = true,
  pixelsPerSecond = 48,
  defaultPaused = false,
}: LogoCarouselProps) {
  const regionRef = useRef<HTMLElement>(null)
  // Swiper is fetched and started only as the strip nears the screen, so it adds
  // nothing to the work a page does while it loads.
  const mayMove = useAutoplayAllowed(autoplay)
  const isNear = useNearViewport(regionRef)
  const moving = mayMove && isNear
  return (
    <section ref={regionRef} aria-label={label} className={styles.root}>
      {moving ? (
        // Swiper loads only once the strip may move, keeping it out of first-load JavaScript.
        <Suspense fallback={<StaticList items={items} />}>
          <MovingStrip items={items} pixelsPerSecond={pixelsPerSecond} defaultPaused={defaultPaused} />
        </Suspense>
      ) : (
        <StaticList items={items} />
      )}
    </section>
  )
}

const MovingStrip = lazy(() => import('./MovingStrip'))

function StaticList({ items }: { items: readonly LogoCarouselItem[] }) {
  return (
    <ul {...plainList} className={styles.staticList}>
      {items.map((item) => (
        <li key={itemKey(item)}>
          <Item item={item} />
        </li>
      ))}
    </ul>
  )
}

export function itemKey(item: LogoCarouselItem): string {
  return item.type === 'logo' ? `logo-${item.name}` : `testimonial-${item.author}`
}

export function Item({ item }: { item: LogoCarouselItem }) {
  if (item.type === 'testimonial') {
    return (
      <div className={styles.testimonial}>
        <Testimonial quote={item.quote} author={item.author} role={item.role} />
      </div>
    )
  }
  return (
    <div className={styles.logo}>
      <LogoImage image={item.image} />
    </div>
  )
}
