import { useCallback, useEffect, useRef, useState } from 'react'
import type { SearchCategory, SearchKind } from '#content/search'
import type { SearchPanelStatus, SearchResultView } from '#design-system'
import { trackSearch } from '../analytics'
import { pagefindEngine, type SearchEngine, type SearchFilters } from './engine'

/** How long the words must rest before they count as a search for analytics: not every keystroke is one. */
export const settledSearchMs = 1000

/** How long the words must rest before they are searched: a fast typist's word is one search, not one per letter. */
const typingPauseMs = 120

interface Outcome {
  query: string
  status: Extract<SearchPanelStatus, 'results' | 'no-results' | 'failed'>
  results: SearchResultView[]
  total: number
}

export interface SiteSearch {
  query: string
  setQuery: (query: string) => void
  kind: SearchKind | undefined
  setKind: (kind: SearchKind | undefined) => void
  category: SearchCategory | undefined
  setCategory: (category: SearchCategory | undefined) => void
  status: SearchPanelStatus
  /** The last finished search's results, kept on screen while the next one runs. */
  results: SearchResultView[]
  total: number
  /** The words those results are for. */
  resultsQuery: string
  /** A result was chosen: counts the search for analytics now, if it has not been counted. */
  reportChosen: () => void
}

/**
 * The search's state: the words, the filters and the outcome of the last search. The index loads with the first
 * search, never before. While a search runs the previous results stay, so typing does not make the list flicker.
 * A search whose words have rested for `settledSearchMs`, or whose result is chosen, is sent to analytics once
 * (GA4's `search` event, only with analytics consent: features/analytics).
 */
export function useSiteSearch({ limit, engine = pagefindEngine, initialQuery = '' }: { limit: number; engine?: SearchEngine; initialQuery?: string }): SiteSearch {
  const [query, setQuery] = useState(initialQuery)
  const [kind, setKindState] = useState<SearchKind | undefined>()
  const [category, setCategory] = useState<SearchCategory | undefined>()
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const reported = useRef('')
  const words = query.trim()

  useEffect(() => {
    if (words === '') return
    let current = true
    const filters: SearchFilters = { ...(kind ? { kind } : {}), ...(category ? { category } : {}) }
    const timer = setTimeout(() => {
      engine(words, filters, limit).then(
        ({ results, total }) => {
          if (current) setOutcome({ query: words, status: total > 0 ? 'results' : 'no-results', results, total })
        },
        () => {
          if (current) setOutcome({ query: words, status: 'failed', results: [], total: 0 })
        },
      )
    }, typingPauseMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [words, kind, category, limit, engine])

  const report = useCallback((term: string) => {
    if (term === '' || term === reported.current) return
    reported.current = term
    trackSearch(term)
  }, [])

  useEffect(() => {
    if (!outcome || outcome.status === 'failed') return
    const timer = setTimeout(() => report(outcome.query), settledSearchMs)
    return () => clearTimeout(timer)
  }, [outcome, report])

  const status: SearchPanelStatus = words === '' ? 'idle' : (outcome?.status ?? 'loading')
  return {
    query,
    setQuery,
    kind,
    // Categories belong to articles: another kind clears the category.
    setKind: useCallback((next: SearchKind | undefined) => {
      setKindState(next)
      if (next !== 'Article') setCategory(undefined)
    }, []),
    category,
    setCategory,
    status,
    results: outcome?.results ?? [],
    total: outcome?.total ?? 0,
    resultsQuery: outcome?.query ?? words,
    reportChosen: useCallback(() => {
      if (outcome && outcome.status !== 'failed') report(outcome.query)
    }, [outcome, report]),
  }
}
