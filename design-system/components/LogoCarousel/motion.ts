import { useEffect, useState, type RefObject } from 'react'
import { reducedMotion } from '../../styles/responsive'

/**
 * Whether the carousel may move: only when asked to and once the browser has said
 * the visitor does not prefer reduced motion. Before mount (server HTML, hydration)
 * the answer is unknown, so it stays still.
 */
export function useAutoplayAllowed(autoplay: boolean): boolean {
  const [prefersReduced, setPrefersReduced] = useState<boolean | null>(null)

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setPrefersReduced(false)
      return
    }
    const query = window.matchMedia(reducedMotion)
    const update = () => setPrefersReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  return autoplay && prefersReduced === false
}

/** How far below the fold the strip starts loading. */
const nearViewportMargin = '0px 0px 300px 0px'

/** Becomes true once the element is within a screen-and-a-bit of the viewport, and stays true. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setNear] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || isNear) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: nearViewportMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, isNear])

  return isNear
}
