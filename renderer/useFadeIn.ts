import { useEffect } from 'react'
import { fadeInClass, fadeInObserverOptions, fadeInVisibleClass } from '#design-system/styles/fadeIn'
import { observeOnce } from '#design-system/hooks/observeOnce'

export { fadeInObserverOptions }

/** Observes the page's `.fade-in` elements after every route change; each is revealed once. */
export function useFadeIn(routeKey: string): void {
  useEffect(() => {
    const pending = document.querySelectorAll(`.${fadeInClass}:not(.${fadeInVisibleClass})`)
    return observeOnce(pending, fadeInObserverOptions, (element) => element.classList.add(fadeInVisibleClass))
  }, [routeKey])
}
