// Site search (issue 50): the kinds and categories a result has, and the copy of the search dialog and page. No route
// table here: the dialog's chunk imports this. What is indexed and listed is derived in search-listing.ts.
import { blogCategories, type BlogCategory } from './blog/taxonomy'
import { site } from './site'

/** What a result is; each is a filter value in the index (`kind`) and a group on /search. */
export const searchKinds = ['Article', 'White paper', 'Page'] as const
export type SearchKind = (typeof searchKinds)[number]

/** An article's category: the feed's chips without "All". */
export type SearchCategory = Exclude<BlogCategory, 'All'>

/** The article categories a search can be narrowed to. */
export const searchCategories = blogCategories.filter((category): category is SearchCategory => category !== 'All')

/** What the index records of a page beside its text: filters (kind, an article's category) and an article's date. */
export interface SearchFacts {
  kind: SearchKind
  category?: SearchCategory
  /** An article's publication date, `YYYY-MM-DD`. */
  date?: string
}

/** Every string of the search control, dialog and page. `{query}` and `{count}` are filled in where they are shown. */
export const searchCopy = {
  dialogTitle: 'Search the site',
  inputLabel: 'Search articles, white papers and pages',
  placeholder: 'Search articles, white papers and pages',
  hint: 'Type a word or two: results appear as you type. Arrow keys move through them, Enter opens one.',
  loading: 'Loading the search…',
  noResults: 'Nothing matches “{query}”. Try another word, or browse everything on the search page.',
  failed: 'The search could not load. Every article, white paper and page is listed on the search page.',
  fullListLink: 'Browse everything',
  resultCount: { one: '1 result for “{query}”', other: '{count} results for “{query}”' },
  moreResults: 'All results for “{query}”',
  close: 'Close search',
  filters: {
    kind: 'Show',
    allKinds: 'Everything',
    kindLabels: { Article: 'Articles', 'White paper': 'White papers', Page: 'Pages' } satisfies Record<SearchKind, string>,
    category: 'Article category',
    allCategories: 'All categories',
  },
  groupHeadings: { Article: 'Articles', 'White paper': 'White papers', Page: 'Pages' } satisfies Record<SearchKind, string>,
  page: {
    heading: 'Search',
    intro: `Find any article, white paper or page on the ${site.brand} website.`,
    listingHeading: 'Everything on this website',
  },
} as const
