import { useSyncExternalStore } from 'react'
import { reducedMotion } from '../styles/responsive'

/** Whether the visitor asks for reduced motion right now: the check for a motion about to start (a scroll). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotion).matches
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(reducedMotion)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asks for reduced motion, following changes. `null` on the server and while hydrating:
 * the server cannot know, so anything that moves must wait for `false`.
 */
export function usePrefersReducedMotion(): boolean | null {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => null)
}
