import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { searchControlLabel, searchPath } from '#content/search-control'
import { SearchButton } from '#design-system'
import { isSearchShortcut, searchShortcuts } from './shortcut'

// The dialog, the search's state and Pagefind's loader come in a chunk of their own, fetched when search is first
// opened: first load carries only this control and the shortcut.
const SearchDialogContainer = lazy(() => import('./SearchDialogContainer'))

/** The header's search: the control, the keyboard shortcuts and, once opened, the dialog. */
export function SiteSearch() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Where focus goes when the dialog closes: the button if it opened the dialog; after a shortcut, the dialog's own
  // return to whatever had focus.
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      opener.current = null
      setRequested(true)
      setOpen(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <SearchButton
        ref={button}
        label={searchControlLabel}
        href={searchPath}
        shortcutHint={searchShortcuts.hint}
        keyShortcuts={searchShortcuts.aria}
        onOpen={() => {
          opener.current = button.current
          setRequested(true)
          setOpen(true)
        }}
      />
      {/* In <body>, not in the header's menu: a modal inside the phone's closed menu would not be drawn. */}
      {requested
        ? createPortal(
            <Suspense fallback={null}>
              <SearchDialogContainer open={open} onClose={() => setOpen(false)} returnFocus={opener} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  )
}
