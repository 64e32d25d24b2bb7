import { useEffect } from 'react'
import { fadeInClass, fadeInObserverOptions, fadeInVisibleClass } from '#design-system/styles/fadeIn'
import { observeOnce } from '#design-system/hooks/observeOnce'

export { fadeInObserverOptions }

/**
 * Observes the page's `.fade-in` elements after every route change, and again once a followed link's page is whole
 * (it first renders its heading before what follows it: `AfterHeading`); each is revealed once.
 */
export function useFadeIn(routeKey: string, headingOnly = false): void {
  useEffect(() => {
    const pending = document.querySelectorAll(`.${fadeInClass}:not(.${fadeInVisibleClass})`)
    return observeOnce(pending, fadeInObserverOptions, (element) => element.classList.add(fadeInVisibleClass))
  }, [routeKey, headingOnly])
}
