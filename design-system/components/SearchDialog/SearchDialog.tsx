import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './SearchDialog.css'

export interface SearchDialogProps {
  open: boolean
  /** Escape, the close button, a press on the backdrop or a followed link: the owner sets `open` to false. */
  onClose: () => void
  /** The dialog's heading and name. */
  title: string
  closeLabel: string
  /** Focused on opening, e.g. the search field. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Focused on closing, e.g. the button that opened it; without it, focus returns to whatever had it before. */
  returnFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * A modal dialog for site search, on the native `<dialog>`: `showModal()` puts it in the top layer above the fixed
 * header and makes the page behind it inert, and closing returns focus to the element that had it (the search button).
 * Escape is handled here rather than left to the browser, so the owner's state and the dialog never disagree and no
 * listener further up (the header's menu) also acts on the same key.
 */
export function SearchDialog({ open, onClose, title, closeLabel, initialFocus, returnFocus, children }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      initialFocus?.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      returnFocus?.current?.focus()
    }
  }, [open, initialFocus, returnFocus])

  return (
    // A press on the backdrop lands on the <dialog> itself (its content fills it): it closes, as Escape does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keyboard closes it with Escape, handled in onKeyDown
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={styles.root}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A followed link (a result, the full list) leaves for another page: the dialog closes behind it.
        const followedLink = event.target instanceof Element && event.target.closest('a[href]') !== null
        if (event.target === event.currentTarget || followedLink) onClose()
      }}
    >
      <div className={styles.content}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
