import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { syndicationFeeds } from '../../content/blog/syndication'
import { legacyRedirects } from '../../content/redirects'
import { searchIndexFolder } from '../../content/search-control'
import { routes } from '../../renderer/generate/content.server'
import { canonicalUrl } from '../../content/urls'
import { hashedAssetsPattern, immutableCaching, pageContextCaching, pageContextPattern } from '../../renderer/generate/headers'
import { headersFor, parseHeadersFile, parseRedirectsFile } from '../../renderer/server/hostRules.mjs'
import { expect, test } from '../helpers/fixtures'
import { cspSources } from '../helpers/csp'
import { clientDir } from '../helpers/prerendered'

// The build's delivery files, read from dist/client: the host rules (_headers, _redirects, renderer/generate/headers.ts
// and redirects.ts), the legacy paths' redirect pages, what the pages inline against the policy, the sitemap and
// robots.txt. How the production server applies them is e2e/headers.desktop.spec.ts. Desktop only: nothing here
// depends on the viewport.

const read = (file: string) => readFileSync(join(clientDir, file), 'utf8')
const headerRules = parseHeadersFile(read('_headers'))

test('_redirects holds exactly the 14 legacy rules as forced 301s', () => {
  expect(parseRedirectsFile(read('_redirects'))).toEqual(legacyRedirects.map(({ from, to }) => ({ from: `/${from}`, to, status: 301, force: true })))
})

test('each legacy path has a static redirect page with a refresh, a canonical and a link', () => {
  for (const { from, to } of legacyRedirects) {
    const html = read(join(from, 'index.html'))
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`)
    expect(html).toContain(`<link rel="canonical" href="${canonicalUrl({ path: to })}">`)
    expect(html).toContain(`<a href="${to}">`)
  }
})

test('_headers gives every path the security headers and a CSP that allows only what the site runs', () => {
  expect(headerRules.map((rule) => rule.path)).toEqual(['/*', hashedAssetsPattern, pageContextPattern, syndicationFeeds.rss.path, syndicationFeeds.atom.path, '/admin', '/admin/*', `/${searchIndexFolder}/*`])
  const headers = headersFor(headerRules, '/')
  const csp = headers.get('content-security-policy') ?? ''
  expect(cspSources(csp, 'default-src')).toEqual(["'none'"])
  expect(cspSources(csp, 'object-src')).toEqual(["'none'"])
  expect(cspSources(csp, 'base-uri')).toEqual(["'self'"])
  expect(cspSources(csp, 'frame-ancestors')).toEqual(["'none'"])
  expect(cspSources(csp, 'form-action')).toEqual(["'self'", 'https://api.hsforms.com'])
  const scriptSources = cspSources(csp, 'script-src')
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(scriptSources).not.toContain("'unsafe-eval'")
  expect(cspSources(csp, 'style-src')).not.toContain("'unsafe-inline'")
  expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
  expect(Object.fromEntries([...headers].filter(([name]) => name !== 'content-security-policy' && name !== 'strict-transport-security'))).toEqual({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': expect.stringMatching(/^camera=\(\)/),
  })
  expect(headersFor(headerRules, '/assets/entries/app.js').get('cache-control')).toBe(immutableCaching)
  expect(headersFor(headerRules, '/about/index.pageContext.json').get('cache-control')).toBe(pageContextCaching)
})

test('every inline executable script in the built HTML is allowed by its hash, and only those', () => {
  const scriptSources = cspSources(headersFor(headerRules, '/').get('content-security-policy') ?? '', 'script-src')
  const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  const inlineHashes = new Set<string>()
  for (const file of htmlFiles) {
    for (const [, attributes = '', body = ''] of read(file).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      // Data blocks (Vike's page context, the articles' JSON-LD) never run, so CSP does not govern them.
      if (/\bsrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue
      inlineHashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
  }
  // The boot script and the entry loader (renderer/document.ts), each the same on every page.
  expect(inlineHashes.size).toBe(2)
  expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual([...inlineHashes])
})

test('every pre-rendered page inlines the one stylesheet, allowed by its hash, and links no stylesheet', () => {
  const styleHashes = cspSources(headersFor(headerRules, '/').get('content-security-policy') ?? '', 'style-src').filter((source) => source.startsWith("'sha256-"))
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  const inlined = new Set<string>()
  for (const file of pages) {
    const html = read(file)
    expect(html, file).not.toMatch(/<link\b[^>]*\brel="?stylesheet/)
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => body)
    // The legacy paths' redirect pages (meta refresh) are the only documents Vike does not render.
    if (!html.includes('<div id="root">')) continue
    expect(styles, file).toHaveLength(1)
    for (const body of styles) inlined.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  expect(inlined.size).toBe(1)
  expect(styleHashes).toContain([...inlined][0])
})

test('sitemap.xml lists every canonical route once and robots.txt points to it', () => {
  const sitemap = read('sitemap.xml')
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  const canonical = routes.filter((route) => route.canonicalPath === undefined).map((route) => canonicalUrl(route))
  expect(locations).toEqual(canonical)
  expect(sitemap).toContain('<lastmod>2025-10-28</lastmod>')
  expect(read('robots.txt')).toContain(`Sitemap: ${canonicalUrl({ path: '/sitemap.xml' })}`)
})
