// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { pictogramsIn } from '#design-system/components/Icon/pictograms'
import { resolvePageMeta } from './pageMeta'

// Runs on the server only (after the page's +data), so neither the route table nor the pictograms ship in the
// browser's code: each page receives its own metadata and the drawings its data names, through passToClient.
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { pageMeta: resolvePageMeta(pageContext), pictograms: pictogramsIn(pageContext.data) } }
}
