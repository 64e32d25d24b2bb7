import { analyticsCookiesClearedOnOptOut } from '#content/consent-policy'
import { analytics as analyticsConfig } from '#content/site'
import { consentStore, type ConsentStore } from '../consent/store'
import { createAnalytics, type Analytics, type PageView } from './analytics'

let siteAnalytics: Analytics | undefined

/**
 * Call once, on hydration, before the first `trackPageView`: re-applies the stored choice
 * (consent default, disable flag, cookie clean-up) and follows every later change.
 */
export function initAnalytics(store: ConsentStore = consentStore): void {
  if (siteAnalytics) return
  siteAnalytics = createAnalytics({
    measurementId: analyticsConfig.measurementId,
    scriptUrl: analyticsConfig.scriptUrl,
    cookieNames: analyticsCookiesClearedOnOptOut,
  })
  siteAnalytics.follow(store)
}

/** Call on every render in the browser, the first included (SPEC §4 page-view tracking). */
export function trackPageView(view: PageView): void {
  siteAnalytics?.trackPageView(view)
}

/** A search the visitor settled on (renderer/features/search/): GA4's `search` event, with consent only. */
export function trackSearch(term: string): void {
  siteAnalytics?.trackSearch(term)
}
