import type { RefObject } from 'react'
import { useInViewOnce } from '../../hooks/useInViewOnce'
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion'

/**
 * Whether the carousel may move: only when asked to and once the browser has said
 * the visitor does not prefer reduced motion. Before mount (server HTML, hydration)
 * the answer is unknown, so it stays still.
 */
export function useAutoplayAllowed(autoplay: boolean): boolean {
  const prefersReduced = usePrefersReducedMotion()
  return autoplay && prefersReduced === false
}

/** How far below the fold the strip starts loading. */
export const nearViewportOptions = { rootMargin: '0px 0px 300px 0px' } as const

/** Becomes true once the element is within a screen-and-a-bit of the viewport, and stays true. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  return useInViewOnce(ref, nearViewportOptions)
}
