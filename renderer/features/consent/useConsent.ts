import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { consentStore, serverConsentState, type ConsentStore } from './store'
import type { BannerDecision, ConsentState } from './state'

/** The consent state, re-rendering on every change; the server render and hydration see `serverConsentState`. */
export function useConsent(store: ConsentStore = consentStore): ConsentState {
  return useSyncExternalStore(store.subscribe, store.getState, () => serverConsentState)
}

/** Whether the banner is on screen now: after its delay when one is due, at once after a reset. */
export function useBannerVisible(banner: BannerDecision): boolean {
  // The decision whose delay has run out: a new decision (a reset) starts its own delay, with nothing to clear.
  const [elapsedFor, setElapsedFor] = useState<BannerDecision | undefined>(undefined)
  const delayMs = banner.show ? banner.delayMs : undefined
  useEffect(() => {
    if (delayMs === undefined || delayMs <= 0) return
    // A transition: React renders the banner in slices between frames rather than in one long task.
    const timer = window.setTimeout(() => startTransition(() => setElapsedFor(banner)), delayMs)
    return () => window.clearTimeout(timer)
  }, [banner, delayMs])
  return banner.show && (banner.delayMs <= 0 || elapsedFor === banner)
}
