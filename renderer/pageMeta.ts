import type { PageContextServer } from 'vike/types'
import { errorMeta, notFoundMeta } from '#content/routes'
import { routeByPath } from './generate/content.server'
import type { HeadMeta } from '#content/schema'

/** Head metadata for a render: the route table's entry, or the 404/error page's. */
export function resolvePageMeta(pageContext: Pick<PageContextServer, 'urlPathname' | 'is404' | 'errorWhileRendering'>): HeadMeta {
  if (pageContext.is404) return notFoundMeta
  if (pageContext.errorWhileRendering) return errorMeta
  return routeByPath(pageContext.urlPathname) ?? notFoundMeta
}
