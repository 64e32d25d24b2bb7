import { useRef } from 'react'
import { cookieCategories, cookieCopy } from '../../content/cookies'
import { CookieBanner } from '../../design-system/components/CookieBanner/CookieBanner'
import { consentStore, type ConsentStore } from './store'
import { useBannerVisible, useConsent } from './useConsent'

export interface ConsentBannerProps {
  /**
   * Receives focus after a choice or X when focus was on the banner, so keyboard users are not
   * dropped to the top of the document when the banner disappears (e.g. the main landmark,
   * which has tabindex="-1").
   */
  focusAfterChoiceId: string
  store?: ConsentStore
}

/** The banner wired to the consent store: mount once in the layout; it renders nothing until it is due. */
export function ConsentBanner({ focusAfterChoiceId, store = consentStore }: ConsentBannerProps) {
  const state = useConsent(store)
  const visible = useBannerVisible(state.banner)
  const containerRef = useRef<HTMLDivElement>(null)
  if (!visible) return null

  function moveFocusIfInside() {
    const container = containerRef.current
    if (container?.contains(container.ownerDocument.activeElement)) {
      container.ownerDocument.getElementById(focusAfterChoiceId)?.focus()
    }
  }

  return (
    <div ref={containerRef}>
      <CookieBanner
        copy={cookieCopy.banner}
        categories={cookieCategories}
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
