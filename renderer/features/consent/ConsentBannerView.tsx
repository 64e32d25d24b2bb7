import { useEffect, useState } from 'react'
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
 * CLS stays 0. Kept in step with the banner's size (customize view, zoom, rotation).
 */
function useReserveBandFor(banner: Element | null | undefined) {
  useEffect(() => {
    if (!banner) return
    const root = banner.ownerDocument.documentElement
    const view = banner.ownerDocument.defaultView
    if (!view) return
    const reserve = () => {
      const covered = `${Math.ceil(Math.max(0, view.innerHeight - banner.getBoundingClientRect().top))}px`
      root.style.setProperty('padding-bottom', covered)
      root.style.setProperty('scroll-padding-bottom', covered)
    }
    // No first call here: measuring now would force a layout of the whole page inside React's commit.
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
  }, [banner])
}

/** The banner on screen: its copy, its controls and its effect on focus and scrolling. */
export function ConsentBannerView({ state, store, focusAfterChoiceId }: ConsentBannerViewProps) {
  // State rather than a ref, so the band is reserved once the banner is in the DOM and released when it leaves.
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  useReserveBandFor(container?.firstElementChild)

  function moveFocusIfInside() {
    if (container?.contains(container.ownerDocument.activeElement)) {
      container.ownerDocument.getElementById(focusAfterChoiceId)?.focus()
    }
  }

  return (
    <div ref={setContainer}>
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
