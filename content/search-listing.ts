// Site search (issue 50): which routes the index holds, the facts it records of each, and the list /search shows
// without JavaScript. Derived from the route table, so a new post, paper or page is indexed and listed with no change
// here. Build-time and pre-render only (the table is renderer/generate/content.server.ts's `routes`): the browser gets
// the results of these functions, never the table.
import { categoryFromTitle, postsNewestFirst } from './blog/feed'
import { calendarDate } from './dates'
import type { PageMeta } from './schema'
import { searchCopy, type SearchCategory, type SearchFacts, type SearchKind } from './search'
import { searchPath } from './search-control'
import { site } from './site'

const brandSuffix = ` | ${site.brand}`

/** A route's title as a list or a result shows it: without the brand every head title ends with. */
export function shortTitle(route: Pick<PageMeta, 'title'>): string {
  return route.title.endsWith(brandSuffix) ? route.title.slice(0, -brandSuffix.length) : route.title
}

export function searchKindOf(route: Pick<PageMeta, 'path' | 'article'>): SearchKind {
  if (route.article) return 'Article'
  return route.path.startsWith('/white-papers/') ? 'White paper' : 'Page'
}

/**
 * Whether a route is indexed: every canonical route but the search page itself, whose list of everything would
 * match every query. Aliases (/feed, /whitepapers), redirect stubs, the 404 page and anything outside the route table
 * (/admin) are not, because only a page that carries these facts opts in to the index (renderer/Layout.tsx).
 */
export function isSearchable(route: Pick<PageMeta, 'path' | 'canonicalPath'>): boolean {
  return route.canonicalPath === undefined && route.path !== searchPath
}

/** The facts of an indexed route; undefined for a route the index leaves out. */
export function searchFactsOf(route: PageMeta): SearchFacts | undefined {
  if (!isSearchable(route)) return undefined
  const kind = searchKindOf(route)
  if (kind !== 'Article' || !route.article) return { kind }
  return { kind, category: categoryFromTitle(shortTitle(route)), date: calendarDate(route.article.publishedTime) }
}

interface SearchListingItem {
  title: string
  href: string
  description: string
  category?: SearchCategory
  date?: string
}

interface SearchListingGroup {
  kind: SearchKind
  heading: string
  items: SearchListingItem[]
}

/**
 * What /search lists without JavaScript (and before a query): every indexed route, grouped by kind, articles newest
 * first, the rest in the route table's order.
 */
export function searchListing(table: readonly PageMeta[]): SearchListingGroup[] {
  const searchable = table.filter(isSearchable)
  const itemOf = (route: PageMeta): SearchListingItem => {
    const facts = searchFactsOf(route)
    return {
      title: shortTitle(route),
      href: route.path,
      description: route.description,
      ...(facts?.category ? { category: facts.category } : {}),
      ...(facts?.date ? { date: facts.date } : {}),
    }
  }
  const ofKind = (kind: SearchKind) => searchable.filter((route) => searchKindOf(route) === kind)
  const articles = postsNewestFirst(ofKind('Article').map((route) => ({ route, date: route.article?.publishedTime ?? '' }))).map(({ route }) => route)
  return [
    { kind: 'Article', heading: searchCopy.groupHeadings.Article, items: articles.map(itemOf) },
    { kind: 'White paper', heading: searchCopy.groupHeadings['White paper'], items: ofKind('White paper').map(itemOf) },
    { kind: 'Page', heading: searchCopy.groupHeadings.Page, items: ofKind('Page').map(itemOf) },
  ]
}

