import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { syndicationFeeds } from '../../content/blog/syndication'
import { legacyRedirects } from '../../content/redirects'
import { routes } from '../../content/routes'
import { canonicalUrl } from '../../content/urls'
import { hashedAssetsPattern, immutableCaching, revalidateCaching } from '../../renderer/generate/headers'
import { headersFor, parseHeadersFile, parseRedirectsFile } from '../../renderer/server/hostRules.mjs'
import { expect, test } from '../helpers/fixtures'

// The build's delivery files and the production server's responses (renderer/generate/headers.ts, redirects.ts; renderer/server/).
// Desktop only: nothing here depends on the viewport.

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client')
const read = (file: string) => readFileSync(join(clientDir, file), 'utf8')
const headerRules = parseHeadersFile(read('_headers'))
const sourcesOf = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? []

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
  expect(headerRules.map((rule) => rule.path)).toEqual(['/*', hashedAssetsPattern, syndicationFeeds.rss.path, syndicationFeeds.atom.path])
  const headers = headersFor(headerRules, '/')
  const csp = headers.get('content-security-policy') ?? ''
  expect(sourcesOf(csp, 'default-src')).toEqual(["'none'"])
  expect(sourcesOf(csp, 'object-src')).toEqual(["'none'"])
  expect(sourcesOf(csp, 'base-uri')).toEqual(["'self'"])
  expect(sourcesOf(csp, 'frame-ancestors')).toEqual(["'none'"])
  expect(sourcesOf(csp, 'form-action')).toEqual(["'self'", 'https://api.hsforms.com'])
  const scriptSources = sourcesOf(csp, 'script-src')
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(scriptSources).not.toContain("'unsafe-eval'")
  expect(sourcesOf(csp, 'style-src')).not.toContain("'unsafe-inline'")
  expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
  expect(Object.fromEntries([...headers].filter(([name]) => name !== 'content-security-policy' && name !== 'strict-transport-security'))).toEqual({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': expect.stringMatching(/^camera=\(\)/),
  })
  expect(headersFor(headerRules, '/assets/entries/app.js').get('cache-control')).toBe(immutableCaching)
})

test('every inline executable script in the built HTML is allowed by its hash, and only those', () => {
  const scriptSources = sourcesOf(headersFor(headerRules, '/').get('content-security-policy') ?? '', 'script-src')
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
  const styleHashes = sourcesOf(headersFor(headerRules, '/').get('content-security-policy') ?? '', 'style-src').filter((source) => source.startsWith("'sha256-"))
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

test('sitemap.xml lists every canonical route once and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  const canonical = routes.filter((route) => route.canonicalPath === undefined).map((route) => canonicalUrl(route))
  expect(locations).toEqual(canonical)
  expect(sitemap).toContain('<lastmod>2025-10-28</lastmod>')
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${canonicalUrl({ path: '/sitemap.xml' })}`)
})

test('the server sends the _headers headers on HTML, assets and the 404 page, and hides the rule files', async ({ request }) => {
  const home = await request.get('/')
  const script = (await home.text()).match(/(?:src|data-entry)="(\/assets\/[^"]+\.js)"/)?.[1] ?? ''
  const expected = (path: string) => Object.fromEntries(headersFor(headerRules, path))
  for (const [path, response, caching] of [
    ['/', home, revalidateCaching],
    [script, await request.get(script), immutableCaching],
    // A 404 is never stored, under any path: the next deploy may have the file (renderer/server/README.md).
    ['/no-such-page', await request.get('/no-such-page'), 'no-store'],
    ['/assets/entries/nope.Abc12345.js', await request.get('/assets/entries/nope.Abc12345.js'), 'no-store'],
  ] as const) {
    expect(response.headers(), path).toMatchObject({ ...expected(path), 'cache-control': caching })
  }
  for (const file of ['/_headers', '/_redirects']) expect((await request.get(file)).status(), file).toBe(404)
})

test('the server answers methods other than GET and HEAD with 405, an Allow header and every security header', async ({ request }) => {
  const legacyPath = `/${legacyRedirects[0]?.from ?? ''}`
  for (const [method, path] of [
    ['POST', '/'],
    ['PUT', '/about'],
    ['DELETE', '/no-such-page'],
    ['POST', legacyPath],
    ['OPTIONS', '/'],
  ] as const) {
    const response = await request.fetch(path, { method })
    expect(response.status(), `${method} ${path}`).toBe(405)
    expect(response.headers(), `${method} ${path}`).toMatchObject({
      ...Object.fromEntries(headersFor(headerRules, path)),
      allow: 'GET, HEAD',
      'cache-control': revalidateCaching,
    })
  }
  expect((await request.head('/')).status()).toBe(200)
})

test('every kind of answer from the built site carries exactly one Content-Security-Policy, the site-wide one', async ({ request }) => {
  const sitePolicy = headersFor(headerRules, '/').get('content-security-policy')
  const home = await request.get('/', { headers: { 'accept-encoding': 'br' } })
  const script = (await (await request.get('/')).text()).match(/(?:src|data-entry)="(\/assets\/[^"]+\.js)"/)?.[1] ?? ''
  const legacyPath = `/${legacyRedirects[0]?.from ?? ''}`
  const answers = [
    ['a page', 200, home],
    ['an asset', 200, await request.get(script)],
    ['a part of a file', 206, await request.get('/robots.txt', { headers: { range: 'bytes=0-9' } })],
    ['an unsatisfiable range', 416, await request.get('/robots.txt', { headers: { range: 'bytes=999999-' } })],
    ['a revalidated page', 304, await request.get('/', { headers: { 'accept-encoding': 'br', 'if-none-match': home.headers().etag ?? '' } })],
    ['a missing page', 404, await request.get('/no-such-page')],
    ['a missing hashed asset', 404, await request.get('/assets/entries/nope.Abc12345.js')],
    ['a rule file', 404, await request.get('/%5Fheaders')],
    ['another method', 405, await request.fetch('/', { method: 'DELETE' })],
    ['a legacy path', 301, await request.get(legacyPath, { maxRedirects: 0 })],
  ] as const
  for (const [kind, status, response] of answers) {
    expect(response.status(), kind).toBe(status)
    expect(response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy'), kind).toEqual([
      { name: expect.stringMatching(/^content-security-policy$/i), value: sitePolicy },
    ])
  }
})

test('a 304 carries the ETag, Cache-Control, Vary and security headers of the 200', async ({ request }) => {
  const page = await request.get('/blog', { headers: { 'accept-encoding': 'br' } })
  const revalidated = await request.get('/blog', { headers: { 'accept-encoding': 'br', 'if-none-match': page.headers().etag ?? '' } })
  expect(revalidated.status()).toBe(304)
  const carried = ['etag', 'cache-control', 'vary', ...headersFor(headerRules, '/blog').keys()]
  const pick = (headers: Record<string, string>) => Object.fromEntries(carried.map((name) => [name, headers[name]]))
  expect(pick(revalidated.headers())).toEqual(pick(page.headers()))
  expect(page.headers().etag).toBeTruthy()
})
