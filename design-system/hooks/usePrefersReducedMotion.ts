import { useEffect, useState } from 'react'
import { reducedMotion } from '../styles/responsive'

/** Whether the visitor asks for reduced motion right now: the check for a motion about to start (a scroll). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotion).matches
}

/**
 * Whether the visitor asks for reduced motion, following changes. `null` until mounted:
 * the server cannot know, so anything that moves must wait for `false`.
 */
export function usePrefersReducedMotion(): boolean | null {
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

  return prefersReduced
}
