// The one place absolute URLs are built: the head's canonical, og:url and image
// URLs, and every test that checks them. Kept apart from routes.ts so the head,
// which also runs in the browser, does not pull the route table into the bundle.
import type { PageMeta } from './schema'
import { site } from './site'

/** `path` (root-relative, e.g. /images/social/home.png) on the site's origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href
}

/**
 * The URL search engines should index for a route: its primary path for an
 * alias (/feed -> /blog). It takes a route's metadata, which always has a
 * path; the error page's metadata has none, so it cannot be passed here.
 */
export function canonicalUrl(meta: Pick<PageMeta, 'path' | 'canonicalPath'>): string {
  return absoluteUrl(meta.canonicalPath ?? meta.path)
}
