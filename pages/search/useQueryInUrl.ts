import { useEffect, useRef } from 'react'
import { searchQueryParameter } from '#content/search-control'
import { searchPageUrl } from '#renderer/features/search/panelProps'

/**
 * Keeps the search page's words in its URL (`/search?q=governance`), so a search can be shared and Back to it from a
 * result shows it again. The page is pre-rendered with no words, so they are read after hydration; the URL is
 * rewritten in place as the visitor types (history.replaceState, Vike's state kept), not pushed per keystroke.
 */
export function useQueryInUrl(query: string, setQuery: (query: string) => void) {
  // The first render's words are the pre-rendered page's (none), not the visitor's: the URL is read, not written, then.
  const urlRead = useRef(false)

  useEffect(() => {
    const readUrl = () => setQuery(new URLSearchParams(window.location.search).get(searchQueryParameter) ?? '')
    readUrl()
    window.addEventListener('popstate', readUrl)
    return () => window.removeEventListener('popstate', readUrl)
  }, [setQuery])

  useEffect(() => {
    if (!urlRead.current) {
      urlRead.current = true
      return
    }
    const url = `${searchPageUrl(query)}${window.location.hash}`
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url)
  }, [query])
}
