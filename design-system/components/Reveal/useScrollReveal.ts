import { useRef } from 'react'
import type { InViewOptions } from '../../hooks/observeOnce'
import { useInViewOnce } from '../../hooks/useInViewOnce'

/** SPEC §4/§9: hidden until intersecting, then visible for good. Home passes 0.2. */
export const defaultRevealOptions = { threshold: 0.1, rootMargin: '0px 0px -100px 0px' } as const

export type ScrollRevealOptions = InViewOptions

export function useScrollReveal<T extends Element>({
  threshold = defaultRevealOptions.threshold,
  rootMargin = defaultRevealOptions.rootMargin,
}: ScrollRevealOptions = {}) {
  const ref = useRef<T>(null)
  const isVisible = useInViewOnce(ref, { threshold, rootMargin })
  return { ref, isVisible }
}
