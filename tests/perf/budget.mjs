// @ts-check
// Size budget: first-load JavaScript per pre-rendered route, gzip-compressed,
// as a visitor's browser fetches it (entry scripts plus modulepreloads plus
// inline scripts). Prints a table and exits non-zero when a route is over.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

const clientDir = 'dist/client'
/** Issue 2: first-load JavaScript on / at most 130 KB gzip; the same bar for every route. */
export const firstLoadJsBudgetKb = 130

const gzipKb = (/** @type {Buffer | string} */ content) => gzipSync(content, { level: 9 }).length / 1024

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) return entry === 'assets' ? [] : htmlFiles(full)
    return entry.endsWith('.html') ? [full] : []
  })
}

/** @param {string} file */
function routeOf(file) {
  const rel = relative(clientDir, file).split(sep).join('/')
  if (rel === 'index.html') return '/'
  if (rel === '404.html') return '(404)'
  return '/' + rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')
}

/** Static imports of a built chunk (`import"x"`, `from"x"`); dynamic `import()` is lazy and excluded. */
const staticImports = (/** @type {string} */ code) =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)].map((match) => match[1] ?? '')

/**
 * Every script a visitor's browser runs on first load: the entry script, the
 * page's own entry (Vike imports it by page id) and everything they import
 * statically. Returns root-relative URLs.
 * @param {string} html
 */
export function firstLoadScripts(html) {
  const roots = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '')
  // Vike's client entry maps each page id to its chunk: `page-entry:client:/pages/index",…import("./pages_index.X.js")`.
  const pageId = html.match(/"pageId":"([^"]+)"/)?.[1]?.replaceAll('\\/', '/')
  const entryUrl = roots[0]
  if (pageId && entryUrl) {
    const entryCode = readFileSync(join(clientDir, entryUrl.replace(/^\//, '')), 'utf8')
    const marker = `page-entry:client:${pageId}"`
    const chunk = entryCode.slice(entryCode.indexOf(marker)).match(/import\("([^"]+\.js)"\)/)?.[1]
    if (entryCode.includes(marker) && chunk) roots.push(new URL(chunk, `http://x${entryUrl}`).pathname)
  }
  const seen = new Set()
  const visit = (/** @type {string} */ url) => {
    if (seen.has(url)) return
    seen.add(url)
    const code = readFileSync(join(clientDir, url.replace(/^\//, '')), 'utf8')
    for (const specifier of staticImports(code)) visit(new URL(specifier, `http://x${url}`).pathname)
  }
  roots.forEach(visit)
  return [...seen]
}

/** @param {string} html */
function stylesheets(html) {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1] ?? '')
}

/** @param {string} html */
const inlineScripts = (html) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('\n')

/** @param {string} url */
const readAsset = (url) => readFileSync(join(clientDir, url.replace(/^\//, '')))

export function measure() {
  return htmlFiles(clientDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const scripts = firstLoadScripts(html)
      const inline = inlineScripts(html)
      const jsKb = scripts.reduce((sum, url) => sum + gzipKb(readAsset(url)), 0) + (inline ? gzipKb(inline) : 0)
      const cssKb = stylesheets(html).reduce((sum, url) => sum + gzipKb(readAsset(url)), 0)
      return { route: routeOf(file), jsKb, cssKb, htmlKb: gzipKb(html), files: scripts.length }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(sep).pop() ?? '')) {
  const rows = measure()
  const over = rows.filter((row) => row.jsKb > firstLoadJsBudgetKb)
  console.log(`First-load size per route (gzip KB; JS budget ${firstLoadJsBudgetKb} KB)`)
  console.log('route'.padEnd(58) + 'JS'.padStart(8) + 'CSS'.padStart(8) + 'HTML'.padStart(8) + 'files'.padStart(7))
  for (const row of rows) {
    const flag = row.jsKb > firstLoadJsBudgetKb ? '  OVER' : ''
    console.log(
      row.route.padEnd(58) +
        row.jsKb.toFixed(1).padStart(8) +
        row.cssKb.toFixed(1).padStart(8) +
        row.htmlKb.toFixed(1).padStart(8) +
        String(row.files).padStart(7) +
        flag,
    )
  }
  if (over.length > 0) {
    console.error(`${over.length} route(s) over the ${firstLoadJsBudgetKb} KB first-load JS budget`)
    process.exit(1)
  }
}
