import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { legacyRedirects } from '../../content/redirects'
import { searchIndexFolder } from '../../content/search-control'
import { editorPolicy } from '../../renderer/cms/policy'
import { immutableCaching, revalidateCaching } from '../../renderer/generate/headers'
import { headersFor, parseHeadersFile } from '../../renderer/server/hostRules.mjs'
import { expect, test } from '../helpers/fixtures'
import { cspDirectives, cspSources } from '../helpers/csp'

// The production server's answers (renderer/server/): the host rules' headers on every kind of answer, caching,
// compression, methods, conditional requests. What the build wrote for it is build-checks/delivery-files.desktop.spec.ts.
// Desktop only: nothing here depends on the viewport.

const headerRules = parseHeadersFile(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'client', '_headers'), 'utf8'))

test('the search\'s files alone may compile WebAssembly: their one policy is the site\'s plus \'wasm-unsafe-eval\'', async ({ request }) => {
  const sitePolicy = headersFor(headerRules, '/').get('content-security-policy') ?? ''
  expect(sitePolicy).not.toContain('wasm-unsafe-eval')
  for (const path of [`/${searchIndexFolder}/pagefind.js`, `/${searchIndexFolder}/pagefind-worker.js`]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    expect(policies, path).toHaveLength(1)
    const policy = policies[0]!.value
    expect(cspSources(policy, 'script-src'), path).toEqual([...cspSources(sitePolicy, 'script-src'), "'wasm-unsafe-eval'"])
    expect(policy.replace(" 'wasm-unsafe-eval'", ''), path).toBe(sitePolicy)
  }
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

test('the editor at /admin gets exactly one policy, its own, and noindex; the site keeps its own policy', async ({ request }) => {
  const sitePolicy = headersFor(headerRules, '/').get('content-security-policy')
  for (const [path, status] of [
    ['/admin/', 200],
    ['/admin', 200],
    ['/admin/sveltia-cms.js', 200],
    ['/admin/no-such-file', 404],
  ] as const) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br' } })
    expect(response.status(), path).toBe(status)
    const names = response.headersArray().map(({ name }) => name.toLowerCase())
    // Each header once: the site-wide rule's policy is replaced, not joined with the editor's.
    expect(names.filter((name, index) => names.indexOf(name) !== index), path).toEqual([])
    const headers = response.headers()
    expect(headers['content-security-policy'], path).not.toBe(sitePolicy)
    expect(cspDirectives(headers['content-security-policy'] ?? ''), path).toEqual(editorPolicy)
    expect(headers['x-robots-tag'], path).toBe('noindex')
    expect(headers, path).toMatchObject(Object.fromEntries(headersFor(headerRules, path)))
  }
  for (const path of ['/', '/about']) {
    const response = await request.get(path)
    expect(response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy').map(({ value }) => value), path).toEqual([sitePolicy])
    expect(response.headers()['x-robots-tag'], path).toBeUndefined()
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

test('hashed assets are cached for a year and text is compressed', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // The client entry, which the entry loader imports after first paint (renderer/document.ts).
  const script = html.match(/data-entry="(\/assets\/[^"]+\.js)"/)?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.headers()['cache-control']).toContain('immutable')
  expect(asset.headers()['content-type']).toContain('javascript')
  expect(asset.headers()['content-encoding']).toBe('gzip')
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(page.headers()['cache-control']).toContain('max-age=0')
})
