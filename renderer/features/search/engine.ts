import { formatLongDate } from '#content/dates'
import type { SearchCategory, SearchKind } from '#content/search'
import { searchIndexFolder } from '#content/search-control'
import type { SearchResultView } from '#design-system'
import { excerptParts } from './excerpt'

export interface SearchFilters {
  kind?: SearchKind
  category?: SearchCategory
}

interface SearchOutcome {
  /** The first `limit` results, best first. */
  results: SearchResultView[]
  /** How many pages matched in all. */
  total: number
}

/** Searches the index; rejects when the index cannot be loaded. Swapped for a stub where no WebAssembly runs (jsdom). */
export type SearchEngine = (query: string, filters: SearchFilters, limit: number) => Promise<SearchOutcome>

// The part of Pagefind's browser API (https://pagefind.app/docs/api/) the site uses.
interface PagefindResultData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
}
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>
  init(): Promise<void>
  search(term: string, options: { filters: Record<string, string> }): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>
}

const pagefindScript = `/${searchIndexFolder}/pagefind.js`
/** Words of page text around the match. */
const excerptWords = 24

let loading: Promise<Pagefind> | undefined

/** Pagefind's script, its worker and WebAssembly, fetched on the first search only, and again after a failure. */
function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: excerptWords })
    await pagefind.init()
    return pagefind
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** Pagefind's URLs end in a slash (`/blog/x/`); the site's routes do not. */
const routePath = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url)

export function resultView(data: PagefindResultData): SearchResultView {
  const date = data.meta.date
  const category = data.filters.category?.[0]
  return {
    href: routePath(data.url),
    title: data.meta.title ?? routePath(data.url),
    excerpt: excerptParts(data.excerpt),
    kind: data.filters.kind?.[0] ?? 'Page',
    ...(category ? { category } : {}),
    ...(date ? { date: { dateTime: date, text: formatLongDate(date) } } : {}),
  }
}

export const pagefindEngine: SearchEngine = async (query, filters, limit) => {
  const pagefind = await loadPagefind()
  const chosen = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined))
  const search = await pagefind.search(query, { filters: chosen })
  const found = search?.results ?? []
  return { results: (await Promise.all(found.slice(0, limit).map((result) => result.data()))).map(resultView), total: found.length }
}
