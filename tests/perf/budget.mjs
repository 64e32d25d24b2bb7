// @ts-check
// Size budget: what each pre-rendered page makes a browser download before it is
// interactive, measured in bytes on the wire from the production server. The
// list of files comes from the build manifest (Vite's, which Vike keeps as
// dist/assets.json), never from patterns over minified code. Prints a table per
// route and exits non-zero when a route is over budget, when a page's entry
// cannot be resolved, or when there is no HTML to measure.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import { parseRedirectsFile } from '../../renderer/server/hostRules.mjs'
import { cssKb, jsBudgetFor, lazyChunkKb } from './budgets.mjs'

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ firstLoad: string[], css: string[], lazy: { name: string, files: string[] }[], inlineScripts: string[] }} PageAssets
 */

/** What Chromium sends, so the server picks the encoding a visitor gets. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd'

const pageEntryPrefix = 'virtual:vike:page-entry:client:'

/** @param {string} url */
const toManifestFile = (url) => url.replace(/^\//, '')

/**
 * The files one page loads, from its HTML and the manifest.
 * First load: the HTML's module scripts and the page's own entry (Vike names it by page id), with
 * everything they import statically. Lazy: each dynamic import reachable from those (other pages'
 * entries excepted: the client router imports them only on navigation).
 * @param {Manifest} manifest
 * @param {string} html
 * @returns {PageAssets}
 */
export function pageAssets(manifest, html) {
  const { document } = new JSDOM(html).window
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const resolve = (/** @type {string} */ url, /** @type {string} */ what) => {
    const key = keyByFile.get(toManifestFile(url))
    if (!key) throw new Error(`${what} ${url} is not in the build manifest`)
    return key
  }

  const roots = [...document.querySelectorAll('script[src]')].map((script) => resolve(script.getAttribute('src') ?? '', 'script'))
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
  const firstLoad = staticClosure(roots, new Set())

  const lazyRoots = new Set(
    [...firstLoad].flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => !key.startsWith(pageEntryPrefix) && !firstLoad.has(key)),
  )
  const lazy = [...lazyRoots].map((key) => ({
    name: key,
    files: [...staticClosure([key], new Set(firstLoad))].filter((k) => !firstLoad.has(k)).map((k) => manifest[k]?.file ?? k),
  }))

  const css = new Set([...firstLoad].flatMap((key) => manifest[key]?.css ?? []))
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) css.add(toManifestFile(link.getAttribute('href') ?? ''))

  const inlineScripts = [...document.querySelectorAll('script:not([src])')]
    .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
    .map((script) => script.textContent ?? '')

  return { firstLoad: [...firstLoad].map((key) => manifest[key]?.file ?? key), css: [...css], lazy, inlineScripts }
}

/**
 * @typedef {{ route: string, jsKb: number, jsBudgetKb: number, cssKb: number, htmlKb: number,
 *   files: number, lazy: { name: string, kb: number }[] }} RouteSize
 */

/**
 * Which budgets a route misses; empty when it meets them all.
 * @param {RouteSize} row
 */
export function budgetProblems(row) {
  const problems = []
  if (row.jsKb > row.jsBudgetKb) problems.push(`first-load JS ${row.jsKb.toFixed(1)} KB > ${row.jsBudgetKb} KB`)
  if (row.cssKb > cssKb) problems.push(`CSS ${row.cssKb.toFixed(1)} KB > ${cssKb} KB`)
  for (const chunk of row.lazy) {
    if (chunk.kb > lazyChunkKb) problems.push(`lazy chunk ${chunk.name} ${chunk.kb.toFixed(1)} KB > ${lazyChunkKb} KB`)
  }
  return problems
}

/**
 * Pre-rendered pages; the legacy paths' redirect pages (sources in `_redirects`) load nothing.
 * @param {string} clientDir @returns {string[]}
 */
function htmlFiles(clientDir) {
  const redirectsFile = join(clientDir, '_redirects')
  const redirectSources = new Set(existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')).map((rule) => rule.from) : [])
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`assets${sep}`))
    .map((file) => join(clientDir, file))
    .filter((file) => !redirectSources.has(routeOf(clientDir, file)))
}

/** @param {string} clientDir @param {string} file */
function routeOf(clientDir, file) {
  const rel = relative(clientDir, file).split(sep).join('/')
  if (rel === '404.html') return '(404)'
  return '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
}

/** Bytes of one response body as sent (still compressed). @param {string} origin @param {string} path */
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
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
    server.stdout.once('data', resolve)
  })
  return server
}

/**
 * Every route's sizes, in KB as the production server sends them.
 * @param {{ clientDir?: string, manifestPath?: string, port?: number }} [options]
 * @returns {Promise<RouteSize[]>}
 */
export async function measure({ clientDir = 'dist/client', manifestPath = 'dist/assets.json', port = Number(process.env.BUDGET_PORT ?? 4330) } = {}) {
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`)
  const manifest = /** @type {Manifest} */ (JSON.parse(readFileSync(manifestPath, 'utf8')))
  const pages = htmlFiles(clientDir)
  if (pages.length === 0) throw new Error(`No HTML under ${clientDir}: nothing to measure.`)

  const server = await startServer(clientDir, port)
  const origin = `http://127.0.0.1:${port}`
  /** @type {Map<string, Promise<number>>} */
  const cache = new Map()
  const kb = async (/** @type {string} */ path) => {
    if (!cache.has(path)) cache.set(path, wireBytes(origin, path))
    return /** @type {number} */ (await cache.get(path)) / 1024
  }
  const sum = async (/** @type {string[]} */ files) => (await Promise.all(files.map((file) => kb(`/${file}`)))).reduce((a, b) => a + b, 0)
  try {
    const rows = await Promise.all(
      pages.map(async (file) => {
        const route = routeOf(clientDir, file)
        const html = readFileSync(file, 'utf8')
        let assets
        try {
          assets = pageAssets(manifest, html)
        } catch (error) {
          throw new Error(`${route}: ${/** @type {Error} */ (error).message}`)
        }
        // Inline scripts travel inside the HTML; counted again here on their own, so JS is never under-counted.
        const inlineKb = assets.inlineScripts.reduce((total, code) => total + brotliCompressSync(code).length / 1024, 0)
        const htmlPath = route === '(404)' ? '/404.html' : route
        return {
          route,
          jsKb: (await sum(assets.firstLoad)) + inlineKb,
          jsBudgetKb: jsBudgetFor(route),
          cssKb: await sum(assets.css),
          htmlKb: await kb(htmlPath),
          files: assets.firstLoad.length,
          lazy: await Promise.all(assets.lazy.map(async (chunk) => ({ name: chunk.name, kb: await sum(chunk.files) }))),
        }
      }),
    )
    return rows.sort((a, b) => a.route.localeCompare(b.route))
  } finally {
    server.kill()
  }
}

/** @param {RouteSize[]} rows */
export function printTable(rows) {
  console.log(`First load per route, KB on the wire (JS budget per route; CSS ${cssKb} KB; each lazy chunk ${lazyChunkKb} KB)`)
  console.log('route'.padEnd(48) + 'JS'.padStart(8) + 'budget'.padStart(8) + 'CSS'.padStart(7) + 'HTML'.padStart(7) + 'files'.padStart(7) + '  lazy chunks')
  for (const row of rows) {
    const problems = budgetProblems(row)
    console.log(
      row.route.padEnd(48) +
        row.jsKb.toFixed(1).padStart(8) +
        String(row.jsBudgetKb).padStart(8) +
        row.cssKb.toFixed(1).padStart(7) +
        row.htmlKb.toFixed(1).padStart(7) +
        String(row.files).padStart(7) +
        '  ' +
        (row.lazy.map((chunk) => `${chunk.name.split('/').pop()} ${chunk.kb.toFixed(1)}`).join(', ') || '-') +
        (problems.length ? `  OVER: ${problems.join('; ')}` : ''),
    )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const rows = await measure()
    printTable(rows)
    const over = rows.filter((row) => budgetProblems(row).length > 0)
    if (over.length > 0) {
      console.error(`${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`)
      process.exit(1)
    }
    console.log(`${rows.length} routes within budget.`)
  } catch (error) {
    console.error(`Size budget could not be checked: ${/** @type {Error} */ (error).message}`)
    process.exit(1)
  }
}
