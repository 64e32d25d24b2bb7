// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { resolvePageMeta } from './pageMeta'

// Runs on the server only, so the route table never ships to the browser:
// each page receives just its own metadata through passToClient.
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { pageMeta: resolvePageMeta(pageContext) } }
}
