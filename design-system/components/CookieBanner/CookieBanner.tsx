import { useEffect, useId, useRef, useState } from 'react'
import { CategorySwitches } from './CategorySwitches'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { RichInlines } from '../RichText/RichInlines'
import type { RichInline } from '../RichText/tree'
import * as styles from './CookieBanner.css'

export type CookieBannerView = 'simple' | 'customize'

export type CookieCategoryId = 'functional' | 'analytics' | 'marketing'

/** The two categories a visitor may switch; functional is always on. */
export interface CookieBannerChoices {
  analytics: boolean
  marketing: boolean
}

export interface CookieBannerCategory {
  id: CookieCategoryId
  title: string
  description: string
  /** Required categories are shown as a locked, always-on switch. */
  required: boolean
}

interface CookieBannerCopy {
  /** Accessible name of the region. */
  label: string
  title: string
  /** The first paragraph: what is stored. */
  intro: string
  /** The fine print under the choices, with its links. */
  body: readonly RichInline[]
  customizeTitle: string
  customizeIntro: string
  closeLabel: string
  alwaysOn: string
  analyticsOnNotice: string
  gpcNotice: string
  buttons: {
    acknowledge: string
    rejectAll: string
    customize: string
    savePreferences: string
    acceptAll: string
    back: string
  }
}

export interface CookieBannerProps {
  copy: CookieBannerCopy
  categories: readonly CookieBannerCategory[]
  /** The preferences in force; the customize view's toggles start from them. */
  preferences: CookieBannerChoices
  /** Global Privacy Control set the preferences: the banner says so. */
  gpcApplied?: boolean
  /** For stories and tests; the banner always opens on the simple view otherwise. */
  initialView?: CookieBannerView
  /** OK Got It. */
  onKeepDefaults: () => void
  onRejectAll: () => void
  onAcceptAll: () => void
  onSave: (choices: CookieBannerChoices) => void
  /** X: hide without saving. */
  onClose: () => void
  /**
   * Called after every choice and after X, once the matching callback has run. The banner is
   * about to disappear with the focused button, so the page moves focus somewhere sensible.
   */
  onDone?: () => void
}

/**
 * The cookie banner's view: a labelled region fixed over the bottom of the screen. It is not a
 * modal: it traps nothing and never takes focus on its own; focus moves only in answer to
 * Customize and Back, so keyboard users are not left on a button that vanished. The layout mounts
 * it first in the document, so from the top a keyboard user reaches X, then OK Got It.
 */
export function CookieBanner({
  copy,
  categories,
  preferences,
  gpcApplied = false,
  initialView = 'simple',
  onKeepDefaults,
  onRejectAll,
  onAcceptAll,
  onSave,
  onClose,
  onDone,
}: CookieBannerProps) {
  const baseId = useId()
  const titleId = `${baseId}-title`
  const customizeButtonId = `${baseId}-customize`
  const saveButtonId = `${baseId}-save`
  const switchId = (id: CookieCategoryId) => `${baseId}-${id}`
  const rootRef = useRef<HTMLElement>(null)
  const [view, setView] = useState<CookieBannerView>(initialView)
  const [draft, setDraft] = useState<CookieBannerChoices>(preferences)
  // Set by Customize and Back only, so the banner never moves focus on its own.
  const pendingFocus = useRef<string | undefined>(undefined)
  const firstCategory = categories[0]
  const firstSwitchId = firstCategory ? switchId(firstCategory.id) : undefined

  useEffect(() => {
    const id = pendingFocus.current
    pendingFocus.current = undefined
    if (id) rootRef.current?.ownerDocument.getElementById(id)?.focus()
  }, [view])

  function finish(choice: () => void) {
    choice()
    onDone?.()
  }

  function openCustomize() {
    setDraft(preferences)
    pendingFocus.current = firstSwitchId
    setView('customize')
  }

  function back() {
    pendingFocus.current = customizeButtonId
    setView('simple')
  }

  const notice = gpcApplied ? copy.gpcNotice : preferences.analytics ? copy.analyticsOnNotice : undefined

  return (
    <section ref={rootRef} className={styles.root} aria-label={copy.label} data-view={view}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {view === 'simple' ? copy.title : copy.customizeTitle}
          </h2>
          <button type="button" className={styles.close} aria-label={copy.closeLabel} onClick={() => finish(onClose)}>
            <Icon name="close" />
          </button>
        </div>

        {view === 'simple' ? (
          <>
            <p className={styles.body}>{copy.intro}</p>
            {notice ? <p className={styles.notice}>{notice}</p> : null}
            <div className={styles.actions}>
              <Button onClick={() => finish(onKeepDefaults)}>{copy.buttons.acknowledge}</Button>
              <Button onClick={() => finish(onRejectAll)}>{copy.buttons.rejectAll}</Button>
              <Button id={customizeButtonId} onClick={openCustomize}>
                {copy.buttons.customize}
              </Button>
            </div>
            {/* Below the choices, in the DOM as on screen: its links would otherwise stand between a
                keyboard user and the buttons (WCAG 2.4.3, and the 3 Tab stops). */}
            <p className={styles.finePrint}>
              <RichInlines inlines={copy.body} />
            </p>
          </>
        ) : (
          <>
            <p className={styles.body}>{copy.customizeIntro}</p>
            <CategorySwitches
              categories={categories}
              draft={draft}
              onToggle={(id, checked) => setDraft((current) => ({ ...current, [id]: checked }))}
              switchId={switchId}
              labelledBy={titleId}
              alwaysOnText={copy.alwaysOn}
            />
            <div className={styles.actions}>
              <Button id={saveButtonId} onClick={() => finish(() => onSave(draft))}>
                {copy.buttons.savePreferences}
              </Button>
              <Button onClick={() => finish(onAcceptAll)}>{copy.buttons.acceptAll}</Button>
              <Button onClick={back}>{copy.buttons.back}</Button>
            </div>
          </>
        )}
      </div>
    </section>
  )
}
