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

/** @param {string} html */
export function firstLoadAssets(html) {
  const urls = new Set()
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) urls.add(match[1])
  const css = new Set()
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)) css.add(match[1])
  for (const match of html.matchAll(/<link[^>]+href="([^"]+\.css)"[^>]+rel="stylesheet"/g)) css.add(match[1])
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('\n')
  return { scripts: [...urls], styles: [...css], inline }
}

/** @param {string} url */
const readAsset = (url) => readFileSync(join(clientDir, url.replace(/^\//, '')))

export function measure() {
  return htmlFiles(clientDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const { scripts, styles, inline } = firstLoadAssets(html)
      const jsKb = scripts.reduce((sum, url) => sum + gzipKb(readAsset(url)), 0) + (inline ? gzipKb(inline) : 0)
      const cssKb = styles.reduce((sum, url) => sum + gzipKb(readAsset(url)), 0)
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
