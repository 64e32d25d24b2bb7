import { useEffect, useState } from 'react'
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
