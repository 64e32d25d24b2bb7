// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { pictogramsIn } from '#design-system/components/Icon/pictograms'
import { searchFactsOf } from '#content/search-listing'
import { resolvePageMeta } from './pageMeta'

// Runs on the server only (after the page's +data), so neither the route table nor the pictograms ship in the
// browser's code: each page receives its own metadata, the drawings its data names and what the search index records
// of it, through passToClient.
export function onBeforeRender(pageContext: PageContextServer) {
  const pageMeta = resolvePageMeta(pageContext)
  const searchFacts = pageMeta.kind === 'page' ? searchFactsOf(pageMeta) : undefined
  return { pageContext: { pageMeta, pictograms: pictogramsIn(pageContext.data), ...(searchFacts ? { searchFacts } : {}) } }
}
