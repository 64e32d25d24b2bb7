import { searchCategories, searchCopy, searchKinds, type SearchCategory } from '#content/search'
import { searchPath, searchQueryParameter } from '#content/search-control'
import type { SearchFilterView, SearchPanelProps } from '#design-system'
import type { SiteSearch } from './useSiteSearch'

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

/** The search page's URL for some words: what the dialog's "all results" link and the page's address carry. */
export function searchPageUrl(query: string): string {
  const words = query.trim()
  return words === '' ? searchPath : `${searchPath}?${new URLSearchParams({ [searchQueryParameter]: words })}`
}

/** The status line for each state, in the copy of content/search.ts. */
export function searchMessage({ status, total, resultsQuery }: Pick<SiteSearch, 'status' | 'total' | 'resultsQuery'>): string {
  switch (status) {
    case 'idle':
      return searchCopy.hint
    case 'loading':
      return searchCopy.loading
    case 'results':
      return fill(total === 1 ? searchCopy.resultCount.one : searchCopy.resultCount.other, { count: total, query: resultsQuery })
    case 'no-results':
      return fill(searchCopy.noResults, { query: resultsQuery })
    case 'failed':
      return searchCopy.failed
  }
}

const { filters: filterCopy } = searchCopy

/** The kind chips, and the category chips once articles are chosen. */
export function searchFilters({ kind, setKind, category, setCategory }: SiteSearch): SearchFilterView[] {
  const kindOptions = [filterCopy.allKinds, ...searchKinds.map((value) => filterCopy.kindLabels[value])]
  const kindFilter: SearchFilterView = {
    label: filterCopy.kind,
    options: kindOptions,
    selected: kind ? filterCopy.kindLabels[kind] : filterCopy.allKinds,
    onSelect: (option) => setKind(searchKinds.find((value) => filterCopy.kindLabels[value] === option)),
  }
  if (kind !== 'Article') return [kindFilter]
  const categoryFilter: SearchFilterView = {
    label: filterCopy.category,
    options: [filterCopy.allCategories, ...searchCategories],
    selected: category ?? filterCopy.allCategories,
    onSelect: (option) => setCategory(searchCategories.find((value): value is SearchCategory => value === option)),
  }
  return [kindFilter, categoryFilter]
}

/** What SearchPanel needs from the search's state, the same in the dialog and on the page. */
export function searchPanelProps(search: SiteSearch): Omit<SearchPanelProps, 'onOpenResult'> {
  return {
    label: searchCopy.inputLabel,
    placeholder: searchCopy.placeholder,
    query: search.query,
    onQueryChange: search.setQuery,
    status: search.status,
    results: search.results,
    message: searchMessage(search),
    fullList: { label: searchCopy.fullListLink, href: searchPath },
    filters: searchFilters(search),
    onFollowResult: search.reportChosen,
  }
}
