// What every page needs to offer site search (issue 50), kept apart from the rest of content/search*.ts so the
// header's control carries these few strings into every page's script and nothing more.

/** The search page: a declared addition beyond SPEC §2 (routes.ts). */
export const searchPath = '/search'

/** The query parameter of the search page: `/search?q=governance`. */
export const searchQueryParameter = 'q'

/** The header's control. */
export const searchControlLabel = 'Search'

/**
 * Where the build publishes the search index and Pagefind's browser code (renderer/generate/searchIndexPlugin.ts),
 * fetched only once search is opened; its files get a policy of their own (renderer/generate/headers.ts).
 */
export const searchIndexFolder = 'pagefind'
