// What the consent store and analytics enforce, apart from the banner's copy (cookies.ts):
// these ship in every page's first load, the copy only when the banner is due.
import type { CookiePreferences } from './schema'
import { analytics } from './site'

/** SPEC §9: consent and preferences persist in local storage under two keys. */
export const consentStorageKeys = {
  consent: 'tw-cookie-consent',
  preferences: 'tw-cookie-preferences',
} as const

/**
 * SPEC §4: a first-time visitor has analytics on by default (implicit opt-in).
 * The spec is silent on the Security (captcha) default; it stays off because it
 * hands visitor interaction data to a third party and no page needs it to
 * render, so it waits for an explicit choice.
 */
export const defaultCookiePreferences: CookiePreferences = {
  functional: true,
  analytics: true,
  marketing: false,
}

/** SPEC §4, §9: the banner appears this long after a first-time visitor arrives. */
export const bannerDelayMs = 1000

/**
 * Raise this when the categories or their purposes change: every stored consent with a
 * lower revision is treated as out of date, and the visitor is asked again.
 */
export const consentRevision = 1

/** A stored consent older than this is asked for again. */
export const consentMaxAgeMonths = 12

// GA4 names its per-property cookie `_ga_` followed by the measurement ID
// without the `G-` prefix.
const measurementCookie = `_ga_${analytics.measurementId.replace(/^G-/, '')}`

/** SPEC §4, §9: deleted when the visitor opts out of analytics. */
export const analyticsCookiesClearedOnOptOut: readonly string[] = ['_ga', '_gid', '_gat', measurementCookie]

/** SPEC §3: "marketing" is labelled Security Cookies in the UI (captcha spam prevention). */
