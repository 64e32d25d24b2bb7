// @ts-check
// Size budget, with the one definition of "first load" every budget uses (issue 22):
// everything a first-time visitor's browser fetches before the page is idle. Chromium opens
// each pre-rendered route from the production server (renderer/server/serve.mjs) with nothing
// stored, so the consent banner is due; the run waits until the banner is on screen and the
// network has been quiet, then reads every response's encoded (on-the-wire) body size from
// the page's Resource Timing. The parts: the HTML (with its inline scripts and page context),
// the stylesheets, the fonts, the JavaScript of the entry (the HTML's module scripts and the
// page's own entry with their static imports, from the build manifest) and the JavaScript
// fetched during load (dynamic imports such as the banner's chunk, Radix's tooltip on Home,
// sonner on the preference center). Chunks the page can import but did not fetch before idle
// are loaded on interaction: each is measured on its own against the lazy-chunk limit.
// Third parties are not ours to measure and are never reached: the forms script is answered
// with the tests' stand-in (so form pages behave as for most visitors), anything else is aborted.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { parseRedirectsFile } from '../../renderer/server/hostRules.mjs'
import { editorDirectory } from '../../renderer/cms/location.mjs'
import { fakeFormsScript, formsScriptUrl } from '../helpers/fake-forms-script.mjs'
import { chromiumArgs, headlessShellPath } from '../helpers/system-tools.mjs'
import { budgetFor, firstVisitFontKb, lazyChunkKb } from './budgets.mjs'

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ entry: string[], lazy: { name: string, files: string[] }[] }} PageScripts
 * @typedef {{ url: string, bytes: number }} Fetched
 * @typedef {{ html: number, css: number, fonts: number, jsEntry: number, jsDuringLoad: number, js: number, total: number }} FirstLoadKb
 * @typedef {{ route: string, kb: FirstLoadKb, budget: { jsKb: number, totalKb: number } | undefined,
 *   requests: number, lazy: { name: string, kb: number }[] }} RouteSize
 */

/** What Chromium sends over HTTPS, so the server picks the encoding a visitor gets. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd'

const pageEntryPrefix = 'virtual:vike:page-entry:client:'

/** The 404 page is measured where a visitor meets it: at a path that does not exist. */
export const notFoundRoute = '(404)'
const notFoundProbePath = '/__budget-no-such-page'

/** @param {string} url */
const toManifestFile = (url) => url.replace(/^\//, '')

/**
 * The JavaScript one page can load, from its HTML and the manifest.
 * Entry: the HTML's module scripts and the page's own entry (Vike names it by page id), with everything they
 * import statically. Lazy: each dynamic import reachable from those (other pages' entries excepted: the client
 * router imports them only on navigation), with what it imports that the entry does not.
 * @param {Manifest} manifest
 * @param {string} html
 * @returns {PageScripts}
 */
export function pageScripts(manifest, html) {
  const { document } = new JSDOM(html).window
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const resolve = (/** @type {string} */ url, /** @type {string} */ what) => {
    const key = keyByFile.get(toManifestFile(url))
    if (!key) throw new Error(`${what} ${url} is not in the build manifest`)
    return key
  }

  // The entry is a module script's src, or the attribute of the loader that imports it after first paint (`entryAttribute`
  // in renderer/document.ts).
  const roots = [...document.querySelectorAll('script[src], script[data-entry]')].map((script) =>
    resolve(script.getAttribute('src') ?? script.getAttribute('data-entry') ?? '', 'script'),
  )
  const pageContext = document.querySelector('script#vike_pageContext')?.textContent
  if (!pageContext) throw new Error('the page has no Vike page context, so its entry cannot be resolved')
  const pageId = JSON.parse(pageContext).pageId
  const pageEntry = `${pageEntryPrefix}${pageId}`
  if (!manifest[pageEntry]) throw new Error(`the page entry ${pageEntry} is not in the build manifest`)
  roots.push(pageEntry)

  /** @param {string[]} start @param {Set<string>} seen */
  const staticClosure = (start, seen) => {
    const visit = (/** @type {string} */ key) => {
      if (seen.has(key)) return
      const chunk = manifest[key]
      if (!chunk) throw new Error(`the manifest names ${key} as an import but has no such chunk`)
      seen.add(key)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    start.forEach(visit)
    return seen
  }
  const entry = staticClosure(roots, new Set())

  const lazyRoots = new Set(
    [...entry].flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => !key.startsWith(pageEntryPrefix) && !entry.has(key)),
  )
  const lazy = [...lazyRoots].map((key) => ({
    name: key,
    files: [...staticClosure([key], new Set(entry))].filter((k) => !entry.has(k)).map((k) => manifest[k]?.file ?? k),
  }))
  return { entry: [...entry].map((key) => manifest[key]?.file ?? key), lazy }
}

/** @param {string} url */
const pathOf = (url) => new URL(url).pathname

/**
 * Bytes of the fonts a page carries in its own HTML, as `data:` URLs in its inlined stylesheet
 * (renderer/generate/fontSubsetPlugin.ts): their decoded size, which is what they add to the compressed page, since
 * Brotli cannot shrink WOFF2 further (/about grew by 26.4 KB for a 26.3 KB file).
 * @param {string} html
 */
export function inlinedFontBytes(html) {
  return [...html.matchAll(/url\(["']?data:font\/[\w-]+;base64,([A-Za-z0-9+/=]+)/g)].reduce((total, [, base64]) => total + Buffer.from(base64 ?? '', 'base64').length, 0)
}

/**
 * Splits what the browser fetched into the parts of first load, in KB. `documentBytes` is the HTML, of which
 * `inlineFontBytes` are fonts (see {@link inlinedFontBytes}): those count as fonts, not HTML. `fetched` is every other
 * response from our origin. Images and the favicon are no part of it.
 * Throws when an entry file was not fetched: the manifest and the browser would then disagree about first load.
 * @param {{ documentBytes: number, inlineFontBytes: number, fetched: Fetched[], scripts: PageScripts }} load
 * @returns {FirstLoadKb}
 */
export function firstLoadParts({ documentBytes, inlineFontBytes, fetched, scripts }) {
  const entryPaths = new Set(scripts.entry.map((file) => `/${file}`))
  const kb = (/** @type {(path: string) => boolean} */ keep) =>
    fetched.filter(({ url }) => keep(pathOf(url))).reduce((total, { bytes }) => total + bytes, 0) / 1024
  const isJs = (/** @type {string} */ path) => path.endsWith('.js') || path.endsWith('.mjs')
  const fetchedPaths = new Set(fetched.map(({ url }) => pathOf(url)))
  const notFetched = [...entryPaths].filter((path) => !fetchedPaths.has(path))
  if (notFetched.length > 0) throw new Error(`the manifest's entry files were not fetched by the browser: ${notFetched.join(', ')}`)

  const parts = {
    html: (documentBytes - inlineFontBytes) / 1024,
    css: kb((path) => path.endsWith('.css')),
    fonts: inlineFontBytes / 1024 + kb((path) => /\.(woff2?|ttf|otf)$/.test(path)),
    jsEntry: kb((path) => isJs(path) && entryPaths.has(path)),
    jsDuringLoad: kb((path) => isJs(path) && !entryPaths.has(path)),
  }
  const js = parts.jsEntry + parts.jsDuringLoad
  return { ...parts, js, total: parts.html + parts.css + parts.fonts + js }
}

/**
 * Which budgets a route misses; empty when it meets them all.
 * @param {RouteSize} row
 */
export function budgetProblems(row) {
  const problems = []
  if (!row.budget) problems.push(`no budget for ${row.route}: add it to firstLoadBudgets in tests/perf/budgets.mjs`)
  else {
    if (row.kb.js > row.budget.jsKb) problems.push(`first-load JS ${row.kb.js.toFixed(1)} KB > ${row.budget.jsKb} KB`)
    if (row.kb.total > row.budget.totalKb) problems.push(`first-load total ${row.kb.total.toFixed(1)} KB > ${row.budget.totalKb} KB`)
  }
  if (row.kb.fonts > firstVisitFontKb) problems.push(`first-load fonts ${row.kb.fonts.toFixed(1)} KB > ${firstVisitFontKb} KB`)
  for (const chunk of row.lazy) {
    if (chunk.kb > lazyChunkKb) problems.push(`lazy chunk ${chunk.name} ${chunk.kb.toFixed(1)} KB > ${lazyChunkKb} KB`)
  }
  return problems
}

/**
 * Pre-rendered pages; the legacy paths' redirect pages (sources in `_redirects`) load nothing, and the editor at
 * /admin is no page of the site (renderer/cms).
 * @param {string} clientDir @returns {string[]}
 */
function htmlFiles(clientDir) {
  const redirectsFile = join(clientDir, '_redirects')
  const redirectSources = new Set(existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')).map((rule) => rule.from) : [])
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`assets${sep}`) && !file.startsWith(`${editorDirectory}${sep}`))
    .map((file) => join(clientDir, file))
    .filter((file) => !redirectSources.has(routeOf(clientDir, file)))
}

/** @param {string} clientDir @param {string} file */
function routeOf(clientDir, file) {
  const rel = relative(clientDir, file).split(sep).join('/')
  if (rel === '404.html') return notFoundRoute
  return '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
}

/** Bytes of one response body as sent (still compressed), for chunks no page fetched. @param {string} origin @param {string} path */
function wireBytes(origin, path) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: { 'Accept-Encoding': browserAcceptEncoding } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`GET ${path} answered ${res.statusCode}`))
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => resolve(bytes))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Starts the production server on the build and resolves once it listens. @param {string} clientDir @param {number} port */
async function startServer(clientDir, port) {
  const server = spawn(process.execPath, ['renderer/server/serve.mjs', '--dir', clientDir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} (is port ${port} taken? BUDGET_PORT moves it)`)))
    server.stdout.once('data', resolve)
  })
  return server
}

/** The banner's accessible name (content/cookies.ts), which plain Node cannot import. */
export const consentBannerLabel = 'Cookie consent'
/** How long the network must stay quiet before the page counts as idle (Playwright's own `networkidle` uses 500 ms). */
const quietMs = 500
/** Pages measured at once. The whole run takes as long with 8 as with 4 (53 s here, the browser's work on two cores
 * is the limit), but with 8 a page waits up to 8 s for its banner against 5 s with 4. */
const concurrentPages = 4
/** How long a page may take to show its banner. It is the point the measuring starts from, not a speed target (the
 * bench measures speed), so a slow machine running the HTML checker beside it must not fail here. */
const bannerTimeoutMs = 60_000

/**
 * Opens `path` as a first-time visitor and returns what the browser fetched from `origin` before idle.
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} path
 */
async function loadAsFirstVisit(browser, origin, path) {
  // A fresh context: empty cache and storage, so the consent banner is due, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) =>
        route.request().url() === formsScriptUrl
          ? route.fulfill({ contentType: 'text/javascript', body: fakeFormsScript('working') })
          : route.abort('blockedbyclient'),
    )
    const page = await context.newPage()
    let inFlight = 0
    let lastActivity = Date.now()
    const started = () => ((inFlight += 1), (lastActivity = Date.now()))
    const ended = () => ((inFlight -= 1), (lastActivity = Date.now()))
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)

    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    await page.getByRole('region', { name: consentBannerLabel }).waitFor({ state: 'visible', timeout: bannerTimeoutMs })
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(100)

    return await page.evaluate((ourOrigin) => {
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'))
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
      return {
        documentBytes: navigation?.encodedBodySize ?? 0,
        fetched: resources.filter((entry) => new URL(entry.name).origin === ourOrigin).map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
      }
    }, origin)
  } finally {
    await context.close()
  }
}

/**
 * Runs `work` over `items`, at most `limit` at a time, keeping their order.
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
async function mapLimited(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(/** @type {T} */ (items[index]))
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * Every route's first load and lazy chunks, in KB as the production server sends them.
 * @param {{ clientDir?: string, manifestPath?: string, port?: number, routes?: string[] }} [options]
 * @returns {Promise<RouteSize[]>}
 */
export async function measure({ clientDir = 'dist/client', manifestPath = 'dist/assets.json', port = Number(process.env.BUDGET_PORT ?? 4330), routes } = {}) {
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`)
  const executablePath = headlessShellPath()
  const manifest = /** @type {Manifest} */ (JSON.parse(readFileSync(manifestPath, 'utf8')))
  const pages = htmlFiles(clientDir)
    .map((file) => ({ file, route: routeOf(clientDir, file) }))
    .filter(({ route }) => !routes || routes.includes(route))
  if (pages.length === 0) throw new Error(`No HTML under ${clientDir}${routes ? ` for ${routes.join(', ')}` : ''}: nothing to measure.`)

  const server = await startServer(clientDir, port)
  const origin = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  /** @type {Map<string, Promise<number>>} */
  const chunkBytes = new Map()
  const chunkKb = async (/** @type {string[]} */ files) => {
    let bytes = 0
    for (const file of files) {
      if (!chunkBytes.has(file)) chunkBytes.set(file, wireBytes(origin, `/${file}`))
      bytes += await /** @type {Promise<number>} */ (chunkBytes.get(file))
    }
    return bytes / 1024
  }
  try {
    const rows = await mapLimited(pages, concurrentPages, async ({ file, route }) => {
      try {
        const html = readFileSync(file, 'utf8')
        const scripts = pageScripts(manifest, html)
        const load = await loadAsFirstVisit(browser, origin, route === notFoundRoute ? notFoundProbePath : route)
        const fetchedPaths = new Set(load.fetched.map(({ url }) => pathOf(url)))
        // A chunk the page fetched before idle is part of first load; the rest wait for an interaction.
        const later = scripts.lazy.filter((chunk) => !chunk.files.every((chunkFile) => fetchedPaths.has(`/${chunkFile}`)))
        return /** @type {RouteSize} */ ({
          route,
          kb: firstLoadParts({ ...load, inlineFontBytes: inlinedFontBytes(html), scripts }),
          budget: budgetFor(route),
          requests: load.fetched.length + 1,
          lazy: await Promise.all(later.map(async (chunk) => ({ name: chunk.name, kb: await chunkKb(chunk.files) }))),
        })
      } catch (error) {
        throw new Error(`${route}: ${/** @type {Error} */ (error).message}`)
      }
    })
    return rows.sort((a, b) => a.route.localeCompare(b.route))
  } finally {
    await browser.close()
    server.kill()
  }
}

const columns = /** @type {const} */ ([
  ['HTML', 'html'],
  ['CSS', 'css'],
  ['fonts', 'fonts'],
  ['JS entry', 'jsEntry'],
  ['JS load', 'jsDuringLoad'],
  ['JS', 'js'],
  ['total', 'total'],
])

/** @param {RouteSize[]} rows */
export function printTable(rows) {
  console.log(
    `First load per route (a first-time visitor, until idle with the consent banner shown), KB on the wire. ` +
      `Budgets: first-load JS and first-load total per route; fonts ${firstVisitFontKb} KB on every route; each chunk loaded later on interaction ${lazyChunkKb} KB.`,
  )
  console.log(
    'route'.padEnd(46) +
      columns.map(([label]) => label.padStart(9)).join('') +
      'JS max'.padStart(8) +
      'max'.padStart(7) +
      'reqs'.padStart(6) +
      '  later chunks',
  )
  for (const row of rows) {
    const problems = budgetProblems(row)
    console.log(
      row.route.padEnd(46) +
        columns.map(([, key]) => row.kb[key].toFixed(1).padStart(9)).join('') +
        String(row.budget?.jsKb ?? '-').padStart(8) +
        String(row.budget?.totalKb ?? '-').padStart(7) +
        String(row.requests).padStart(6) +
        '  ' +
        (row.lazy.map((chunk) => `${chunk.name.split('/').pop()} ${chunk.kb.toFixed(1)}`).join(', ') || '-') +
        (problems.length ? `  OVER: ${problems.join('; ')}` : ''),
    )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const startedAt = Date.now()
    const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/') || arg === notFoundRoute)
    const rows = await measure(requested.length > 0 ? { routes: requested } : {})
    printTable(rows)
    const over = rows.filter((row) => budgetProblems(row).length > 0)
    const took = `${((Date.now() - startedAt) / 1000).toFixed(1)} s`
    if (over.length > 0) {
      console.error(`${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')} (measured in ${took})`)
      process.exit(1)
    }
    console.log(`${rows.length} routes within budget (measured in ${took}).`)
  } catch (error) {
    console.error(`Size budget could not be checked: ${/** @type {Error} */ (error).message}`)
    process.exit(1)
  }
}
