import { useEffect, useRef, useState } from 'react'

/** SPEC §4/§9: hidden until intersecting, then visible for good. Home passes 0.2. */
export const defaultRevealOptions = { threshold: 0.1, rootMargin: '0px 0px -100px 0px' } as const

export interface ScrollRevealOptions {
  threshold?: number
  rootMargin?: string
}

export function useScrollReveal<T extends Element>({
  threshold = defaultRevealOptions.threshold,
  rootMargin = defaultRevealOptions.rootMargin,
}: ScrollRevealOptions = {}) {
  const ref = useRef<T>(null)
  const [isVisible, setVisible] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || isVisible) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        setVisible(true)
        observer.disconnect()
      },
      { threshold, rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, rootMargin, isVisible])

  return { ref, isVisible }
}
