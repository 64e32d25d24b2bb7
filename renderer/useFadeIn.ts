import { useEffect } from 'react'

/** SPEC §2/§9: `.fade-in` elements become visible when 10% is in view, 50px early at the bottom. */
export const fadeInObserverOptions: IntersectionObserverInit = { threshold: 0.1, rootMargin: '0px 0px 50px 0px' }
export const fadeInClass = 'fade-in'
export const visibleClass = 'is-visible'

/** Observes the page's `.fade-in` elements after every route change; each is revealed once. */
export function useFadeIn(routeKey: string): void {
  useEffect(() => {
    const pending = document.querySelectorAll(`.${fadeInClass}:not(.${visibleClass})`)
    if (pending.length === 0) return
    if (typeof IntersectionObserver === 'undefined') {
      for (const element of pending) element.classList.add(visibleClass)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.classList.add(visibleClass)
        observer.unobserve(entry.target)
      }
    }, fadeInObserverOptions)
    for (const element of pending) observer.observe(element)
    return () => observer.disconnect()
  }, [routeKey])
}
