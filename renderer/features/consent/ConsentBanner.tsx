import { lazy, Suspense, useEffect } from 'react'
import { consentStore, type ConsentStore } from './store'
import { useBannerVisible, useConsent } from './useConsent'

// Its own chunk with the banner's copy: a visitor who has already chosen never downloads it,
// and a first-time visitor's copy arrives while the banner's delay runs.
const loadView = () => import('./ConsentBannerView')
const ConsentBannerView = lazy(() => loadView().then((module) => ({ default: module.ConsentBannerView })))

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
  const due = state.banner.show
  useEffect(() => {
    if (due) void loadView()
  }, [due])
  if (!visible) return null

  return (
    <Suspense fallback={null}>
      <ConsentBannerView state={state} store={store} focusAfterChoiceId={focusAfterChoiceId} />
    </Suspense>
  )
}
