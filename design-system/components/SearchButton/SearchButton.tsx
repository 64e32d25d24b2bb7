import type { Ref } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './SearchButton.css'

export interface SearchButtonProps {
  /** The visible name, e.g. "Search". */
  label: string
  /** The search page: what the control is without JavaScript, so it always leads somewhere. */
  href: string
  /** Opens the search dialog. */
  onOpen: () => void
  /** The keyboard shortcut shown beside the label from desktop up, e.g. "Ctrl K"; hidden from screen readers, which get `aria-keyshortcuts`. */
  shortcutHint?: string
  /** The shortcuts in `aria-keyshortcuts` syntax, e.g. "Control+K Meta+K /". */
  keyShortcuts?: string
  /** Where focus returns when the dialog closes. */
  ref?: Ref<HTMLButtonElement>
}

/**
 * The header's search control. While JavaScript runs it is a button that opens the search dialog; without it (or
 * before the page's script runs) a link to the search page, which lists everything.
 */
export function SearchButton({ label, href, onOpen, shortcutHint, keyShortcuts, ref }: SearchButtonProps) {
  return (
    <>
      <a href={href} className={styles.link}>
        <Icon name="search" />
        <span>{label}</span>
      </a>
      <button ref={ref} type="button" className={styles.button} aria-haspopup="dialog" aria-keyshortcuts={keyShortcuts} onClick={onOpen}>
        <Icon name="search" />
        <span>{label}</span>
        {shortcutHint ? (
          <kbd className={styles.shortcut} aria-hidden="true">
            {shortcutHint}
          </kbd>
        ) : null}
      </button>
    </>
  )
}
