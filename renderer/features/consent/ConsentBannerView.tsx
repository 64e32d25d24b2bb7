import { useEffect, useRef } from 'react'
import { cookieBannerCopy, cookieCategorySummaries } from '#content/cookies'
import { CookieBanner } from '#design-system/components/CookieBanner/CookieBanner'
import type { ConsentState } from './state'
import type { ConsentStore } from './store'

export interface ConsentBannerViewProps {
  state: ConsentState
  store: ConsentStore
  focusAfterChoiceId: string
}

/**
 * WCAG 2.4.11: while the fixed banner covers the bottom of the viewport, the root reserves that
 * band twice: as padding-bottom, so the page can scroll its last control (the footer's) above the
 * banner instead of ending behind it, and as scroll-padding-bottom, so whatever the browser scrolls
 * into view on focus lands above it. Padding at the very end moves nothing already laid out, so
 * CLS stays 0. Kept in step with the banner's size (customize view, zoom, rotation). Returns what
 * releases the band.
 */
function reserveBandFor(banner: Element | null | undefined): (() => void) | undefined {
  const view = banner?.ownerDocument.defaultView
  if (!banner || !view) return
  const root = banner.ownerDocument.documentElement
  const reserve = () => {
    const covered = `${Math.ceil(Math.max(0, view.innerHeight - banner.getBoundingClientRect().top))}px`
    root.style.setProperty('padding-bottom', covered)
    root.style.setProperty('scroll-padding-bottom', covered)
  }
  // No first call here: measuring now would force a layout of the whole page.
  // A ResizeObserver reports every observed element once, right after the next layout.
  const observer = new view.ResizeObserver(reserve)
  observer.observe(banner)
  view.addEventListener('resize', reserve)
  return () => {
    observer.disconnect()
    view.removeEventListener('resize', reserve)
    root.style.removeProperty('padding-bottom')
    root.style.removeProperty('scroll-padding-bottom')
  }
}

/** The banner on screen: its copy, its controls and its effect on focus and scrolling. */
export function ConsentBannerView({ state, store, focusAfterChoiceId }: ConsentBannerViewProps) {
  // A ref read in an effect, not state set by a ref callback: that set state during React's commit, and the
  // commit then re-rendered the whole banner at once, one long task in every first visit.
  const containerRef = useRef<HTMLDivElement>(null)
  useEffect(() => reserveBandFor(containerRef.current?.firstElementChild), [])

  function moveFocusIfInside() {
    const container = containerRef.current
    if (container?.contains(container.ownerDocument.activeElement)) {
      container.ownerDocument.getElementById(focusAfterChoiceId)?.focus()
    }
  }

  return (
    <div ref={containerRef}>
      <CookieBanner
        copy={cookieBannerCopy}
        categories={cookieCategorySummaries}
        preferences={state.preferences}
        gpcApplied={state.gpcApplied}
        onKeepDefaults={store.keepDefaults}
        onRejectAll={store.rejectNonEssential}
        onAcceptAll={store.acceptAll}
        onSave={store.save}
        onClose={store.dismiss}
        onDone={moveFocusIfInside}
      />
    </div>
  )
}
