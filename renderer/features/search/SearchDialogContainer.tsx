import type { RefObject } from 'react'
import { useRef } from 'react'
import { navigate } from 'vike/client/router'
import { searchCopy } from '#content/search'
import { SearchDialog, SearchPanel } from '#design-system'
import type { SearchEngine } from './engine'
import { searchPageUrl, searchPanelProps } from './panelProps'
import { useSiteSearch } from './useSiteSearch'

/** The dialog shows the best few; the search page, linked under them, shows more. */
const dialogResultLimit = 8

interface SearchDialogContainerProps {
  open: boolean
  onClose: () => void
  /** The control that opened the dialog: focus goes back to it on close. */
  returnFocus?: RefObject<HTMLElement | null>
  engine?: SearchEngine
}

/** The search dialog with its state: loaded with its own chunk when search is first opened (SiteSearch.tsx). */
export default function SearchDialogContainer({ open, onClose, returnFocus, engine }: SearchDialogContainerProps) {
  const search = useSiteSearch({ limit: dialogResultLimit, engine })
  const field = useRef<HTMLInputElement>(null)
  const more = search.status === 'results' && search.total > search.results.length
  return (
    <SearchDialog open={open} onClose={onClose} returnFocus={returnFocus} title={searchCopy.dialogTitle} closeLabel={searchCopy.close} initialFocus={field}>
      <SearchPanel
        {...searchPanelProps(search)}
        inputRef={field}
        more={more ? { label: searchCopy.moreResults.replace('{query}', search.resultsQuery), href: searchPageUrl(search.resultsQuery) } : undefined}
        onOpenResult={(result) => {
          search.reportChosen()
          onClose()
          void navigate(result.href)
        }}
      />
    </SearchDialog>
  )
}
