import { firstInteraction } from '#design-system/hooks/firstInteraction'
import { consentStore } from '../consent/store'
import { whenIdle } from './idle'
import { browserConnection, prefetchLevel } from './connection'

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }))
}

/** A first visit's load ends with the consent banner: until it is answered, the page is still arriving. */
function whenNoBannerIsDue(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (consentStore.getState().banner.show) return false
      resolve()
      return true
    }
    if (check()) return
    const unsubscribe = consentStore.subscribe(() => check() && unsubscribe())
  })
}

/**
 * Call once, on hydration. Nothing is fetched ahead before the first load is idle: the load event has fired, the
 * main thread has been idle, and then either the visitor has interacted (pointed, touched, typed, focused) or no
 * consent banner is due. So the first-load budget, which measures a first visit that never interacts, sees none of
 * it. Under Save-Data or on a 2G-class connection not even the prefetching code is fetched.
 */
export function schedulePrefetching(): void {
  if (prefetchLevel(browserConnection()) === 'none') return
  void whenLoaded()
    .then(whenIdle)
    .then(() => Promise.race([firstInteraction(), whenNoBannerIsDue()]))
    .then(() => import('./prefetch'))
    .then(({ startPrefetching }) => startPrefetching())
}
