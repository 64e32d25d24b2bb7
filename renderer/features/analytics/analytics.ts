import type { ConsentStore } from '../consent/store'
import { clearCookies } from './cookies'

/** One page view, as the renderer knows it on each navigation. */
export interface PageView {
  path: string
  /** The query string, with or without its leading `?`; empty or absent when there is none. */
  search?: string | null
  title: string
}

type ConsentSignal = 'granted' | 'denied'
interface ConsentSignals {
  analytics_storage: ConsentSignal
  ad_storage: 'denied'
  ad_user_data: 'denied'
  ad_personalization: 'denied'
}

type GtagCommand =
  | [command: 'consent', mode: 'default' | 'update', signals: ConsentSignals]
  | [command: 'js', date: Date]
  | [command: 'config', measurementId: string, options: { send_page_view: false }]
  | [command: 'event', name: 'page_view', params: { page_path: string; page_location: string; page_title: string }]
  | [command: 'event', name: 'search', params: { search_term: string }]

declare global {
  interface Window {
    dataLayer?: unknown[]
    [disableFlag: `ga-disable-${string}`]: boolean | undefined
  }
}

export interface AnalyticsOptions {
  measurementId: string
  /** gtag.js; the measurement ID is appended as `?id=`. */
  scriptUrl: string
  /** Cleared on opt-out, on the host and its parent domains. */
  cookieNames: readonly string[]
  window?: Window
  /** When to request gtag.js; by default once the page has loaded and the browser is idle, so it is never part of first load. */
  scheduleScriptLoad?: (load: () => void) => void
}

export interface Analytics {
  /** Applies the visitor's analytics choice; the first call sets the consent default, later ones update it. */
  setAllowed(allowed: boolean): void
  /** Sends a page_view while analytics is allowed; does nothing otherwise. */
  trackPageView(view: PageView): void
  /** Sends GA4's recommended `search` event with the visitor's words while analytics is allowed; does nothing otherwise. */
  trackSearch(term: string): void
  /** Applies the store's analytics choice now and on every change; returns the unsubscribe. */
  follow(store: ConsentStore): () => void
}

function signals(allowed: boolean): ConsentSignals {
  // The site shows no ads, so the advertising signals are denied whatever the visitor chose.
  return { analytics_storage: allowed ? 'granted' : 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
}

function afterPageLoad(window: Window) {
  return (load: () => void) => {
    const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 0))
    if (window.document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  }
}

/**
 * Google Analytics 4 through gtag, under Consent Mode v2. Nothing reaches the analytics host
 * while analytics is not allowed: the disable flag is set before any gtag call, the script is
 * only requested while allowed, and opting out empties the queue it would read.
 */
export function createAnalytics({
  measurementId,
  scriptUrl,
  cookieNames,
  window: win = window,
  scheduleScriptLoad = afterPageLoad(win),
}: AnalyticsOptions): Analytics {
  const disableFlag = `ga-disable-${measurementId}` as const
  let allowed: boolean | undefined
  // Whether the queue holds a consent default and a config; emptying it on opt-out forgets both.
  let queueStarted = false
  let configured = false
  let scriptRequested = false

  function gtag(..._command: GtagCommand): void {
    win.dataLayer ??= []
    // gtag.js reads only Arguments objects from the queue, not arrays, hence `arguments`.
    // eslint-disable-next-line prefer-rest-params -- the queue needs the Arguments object itself
    win.dataLayer.push(arguments)
  }

  function requestScript() {
    if (scriptRequested) return
    scriptRequested = true
    scheduleScriptLoad(() => {
      if (!allowed) {
        scriptRequested = false
        return
      }
      const script = win.document.createElement('script')
      script.async = true
      script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`
      // A blocked script (content blocker, offline) only means no analytics; the queue stays harmless.
      script.addEventListener('error', () => script.remove())
      win.document.head.append(script)
    })
  }

  function optIn(isChange: boolean) {
    win[disableFlag] = false
    if (!queueStarted) {
      gtag('consent', 'default', signals(true))
      queueStarted = true
    }
    if (isChange) gtag('consent', 'update', signals(true))
    if (!configured) {
      gtag('js', new Date())
      gtag('config', measurementId, { send_page_view: false })
      configured = true
    }
    requestScript()
  }

  function optOut(isChange: boolean) {
    // Before any gtag call, so a gtag.js that is already running sends nothing more.
    win[disableFlag] = true
    if (isChange) {
      gtag('consent', 'update', signals(false))
      // Emptied in place: a loaded gtag.js keeps a reference to this very array.
      win.dataLayer?.splice(0)
      queueStarted = false
      configured = false
    } else {
      gtag('consent', 'default', signals(false))
      queueStarted = true
    }
    clearCookies(cookieNames, win.document)
  }

  function setAllowed(next: boolean) {
    if (next === allowed) return
    const isChange = allowed !== undefined
    allowed = next
    if (next) optIn(isChange)
    else optOut(isChange)
  }

  return {
    setAllowed,
    follow(store) {
      setAllowed(store.getState().preferences.analytics)
      return store.subscribe(() => setAllowed(store.getState().preferences.analytics))
    },
    trackPageView({ path, search, title }) {
      if (!allowed) return
      const query = search ? (search.startsWith('?') ? search : `?${search}`) : ''
      gtag('event', 'page_view', {
        page_path: `${path}${query}`,
        page_location: `${win.location.origin}${path}${query}`,
        page_title: title,
      })
    },
    trackSearch(term) {
      if (!allowed) return
      gtag('event', 'search', { search_term: term })
    },
  }
}
