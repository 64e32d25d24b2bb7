import { bannerDelayMs, consentMaxAgeMonths, consentRevision, consentStorageKeys, defaultCookiePreferences } from '#content/consent-policy'
import type { CookiePreferences } from '#content/schema'
import {
  functionalOnly,
  initialConsentState,
  undecidedState,
  withFunctional,
  type ConsentPolicy,
  type ConsentState,
  type OptionalPreferences,
} from './state'
import { browserStorage, reachStorage, readItem, removeItem, writeItem } from '../webStorage'

export interface ConsentStoreOptions {
  /** Called on each access, so a storage that throws when touched is caught every time. */
  storage?: () => Storage | undefined
  now?: () => Date
  globalPrivacyControl?: () => boolean
  revision?: number
  /** Consent older than this is asked for again (default `consentMaxAgeMonths`, 12). */
  maxAgeMonths?: number
  bannerDelayMs?: number
}

export interface ConsentStore {
  /** The same object until the state changes, as `useSyncExternalStore` requires. */
  getState(): ConsentState
  /** Returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void
  /** Accept All: every category on. */
  acceptAll(): void
  /** Reject All (banner) and Reject Non-Essential (preference center): only functional. */
  rejectNonEssential(): void
  /** Save Preferences: the chosen toggles, functional forced on. */
  save(preferences: OptionalPreferences): void
  /** OK Got It: records the preferences currently in force as the choice. */
  keepDefaults(): void
  /** X: hides the banner for this page without saving, so the next page load asks again. */
  dismiss(): void
  /** Reset & Show Cookie Banner: clears both keys, restores the defaults and shows the banner at once. */
  reset(): void
}

function browserGlobalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

export function createConsentStore({
  storage: getStorage = browserStorage,
  now = () => new Date(),
  globalPrivacyControl = browserGlobalPrivacyControl,
  revision = consentRevision,
  maxAgeMonths = consentMaxAgeMonths,
  bannerDelayMs: delayMs = bannerDelayMs,
}: ConsentStoreOptions = {}): ConsentStore {
  const policy: ConsentPolicy = { revision, maxAgeMonths, bannerDelayMs: delayMs, defaults: defaultCookiePreferences }
  const storage = () => reachStorage(getStorage)
  const listeners = new Set<() => void>()
  // Read lazily: nothing touches the browser until the first client-side read.
  let state: ConsentState | undefined

  function getState(): ConsentState {
    state ??= initialConsentState(
      {
        consent: readItem(storage(), consentStorageKeys.consent),
        preferences: readItem(storage(), consentStorageKeys.preferences),
      },
      policy,
      { now: now(), globalPrivacyControl: globalPrivacyControl() },
    )
    return state
  }

  function setState(next: ConsentState) {
    state = next
    for (const listener of [...listeners]) listener()
  }

  function choose(preferences: CookiePreferences) {
    const consent = { revision, givenAt: now().toISOString() }
    const target = storage()
    // Preferences first: if the second write fails, the missing consent makes the next page ask again.
    writeItem(target, consentStorageKeys.preferences, JSON.stringify(preferences))
    writeItem(target, consentStorageKeys.consent, JSON.stringify(consent))
    // The choice applies to this page even when it could not be stored.
    setState({ preferences, consent, gpcApplied: false, banner: { show: false } })
  }

  return {
    getState,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    acceptAll: () => choose(withFunctional({ analytics: true, marketing: true })),
    rejectNonEssential: () => choose(functionalOnly),
    save: (preferences) => choose(withFunctional(preferences)),
    keepDefaults: () => choose(getState().preferences),
    dismiss() {
      const current = getState()
      if (current.banner.show) setState({ ...current, banner: { show: false } })
    },
    reset() {
      const target = storage()
      removeItem(target, consentStorageKeys.consent)
      removeItem(target, consentStorageKeys.preferences)
      setState(undecidedState(policy.defaults, 0, globalPrivacyControl()))
    },
  }
}

/** The one store the site uses. */
export const consentStore = createConsentStore()

/** What the pre-rendered HTML assumes: nothing is known about the visitor, so no banner yet. */
export const serverConsentState: ConsentState = {
  preferences: defaultCookiePreferences,
  consent: undefined,
  gpcApplied: false,
  banner: { show: false },
}
