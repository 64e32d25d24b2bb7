import { useEffect, useState, type RefObject } from 'react'
import { observeOnce, type InViewOptions } from './observeOnce'

/**
 * False until the element first intersects (with the given threshold and root margin), then
 * true for good. False during server rendering and hydration, so both render the same HTML.
 */
export function useInViewOnce(ref: RefObject<Element | null>, { threshold, rootMargin }: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || inView) return
    return observeOnce([element], { threshold, rootMargin }, () => setInView(true))
  }, [ref, threshold, rootMargin, inView])

  return inView
}
