import { lookupLegacyRedirect } from '#content/redirects'

/** The areas whose links in view are fetched once the page is idle, on a fast connection. */
export const idlePrefetchAreas = 'header, footer'

/**
 * Where Vike asks for a page's context on client navigation (`/about` → `/about/index.pageContext.json`), with the
 * query, so the click's request is the very one fetched ahead and the HTTP cache answers it
 * (`pageContextCaching` in renderer/generate/headers.ts). `prefetch.test.ts` checks it against Vike's own requests.
 */
export function pageContextUrl(pathname: string, search = ''): string {
  return `${pathname}${pathname.endsWith('/') ? '' : '/'}index.pageContext.json${search}`
}

/**
 * The page an anchor leads to, as a path and query, if it is one of our pages (`pagePaths`) that client routing
 * would open: same origin, not a file (a PDF, a feed), not opened elsewhere (`target`, `download`,
 * `rel="external"`), not the page already shown; for a legacy path, its new page. Undefined for anything else.
 */
export function prefetchTarget(anchor: HTMLAnchorElement, current: Location, pagePaths: ReadonlySet<string>): string | undefined {
  const href = anchor.getAttribute('href')
  if (!href || href.startsWith('#')) return undefined
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self') || /\bexternal\b/.test(anchor.rel)) return undefined
  if (anchor.dataset.vike === 'false') return undefined
  const url = new URL(href, current.href)
  if (url.origin !== current.origin) return undefined
  // A route has no file extension; /white-papers/x.pdf and /blog/rss.xml are files.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined
  // A legacy path is a redirect (SPEC §2): its new page is the one to fetch, and a legacy path has no page context.
  const legacyTarget = lookupLegacyRedirect(url.pathname)
  if (legacyTarget !== undefined) return legacyTarget === current.pathname ? undefined : legacyTarget
  if (url.pathname === current.pathname && url.search === current.search) return undefined
  // Only a pre-rendered page has a context; an unknown path is the 404 page's to handle.
  if (!pagePaths.has(url.pathname.replace(/(.)\/$/, '$1'))) return undefined
  return `${url.pathname}${url.search}`
}
