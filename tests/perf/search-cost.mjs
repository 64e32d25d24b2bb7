// @ts-check
// `npm run perf:search`: what site search costs once it is used, on the production server and a build
// (BUDGET_PORT moves the server). Prints the index as published (files and bytes on the wire, Brotli where the build
// wrote a copy; the index files are compressed by Pagefind) and a first-time visitor's first search on /: every
// request from pressing Ctrl+K to the results of "degradation", the font fetched on focusing the field included. On
// /about, whose first interaction loads nothing else (Home's would also fetch its tooltips).
// Figures for tests/perf/README.md; nothing here fails on a size.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, headlessShellPath } from '../helpers/system-tools.mjs'

const clientDir = 'dist/client'
const indexDir = join(clientDir, 'pagefind')
const port = Number(process.env.BUDGET_PORT ?? 4330)
const origin = `http://127.0.0.1:${port}`
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1)

/** What the browser would download of each published file: its .br copy where the build wrote one. */
function publishedIndex() {
  const files = readdirSync(indexDir, { recursive: true, encoding: 'utf8' }).filter((file) => !/\.(br|gz)$/.test(file) && statSync(join(indexDir, file)).isFile())
  return files.map((file) => {
    const path = join(indexDir, file)
    const sent = existsSync(`${path}.br`) ? `${path}.br` : path
    return { file, bytes: statSync(sent).size }
  })
}

/** @param {string} path */
function kindOf(path) {
  if (path.includes('/pagefind/fragment/')) return 'result fragments'
  if (path.includes('/pagefind/index/')) return 'index chunks'
  if (path.endsWith('.pagefind')) return 'WebAssembly'
  if (path.includes('/pagefind/')) return 'Pagefind script, worker, entry and metadata'
  if (path.endsWith('.woff2')) return 'fonts'
  if (path.startsWith('/assets/')) return 'the dialog\'s chunk'
  return 'other'
}

async function firstSearch() {
  const server = spawn(process.execPath, ['renderer/server/serve.mjs', '--dir', clientDir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} (is port ${port} taken? BUDGET_PORT moves it)`)))
    server.stdout.once('data', resolve)
  })
  const browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
    await context.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'))
    const page = await context.newPage()
    await page.goto(`${origin}/about`, { waitUntil: 'networkidle' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    /** @type {{ path: string, bytes: number }[]} */
    const fetched = []
    context.on('requestfinished', async (request) => {
      const url = new URL(request.url())
      if (url.origin !== origin) return
      const sizes = await request.sizes()
      fetched.push({ path: url.pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize })
    })
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox').waitFor()
    await page.keyboard.type('degradation')
    await page.getByRole('option').first().waitFor()
    await page.waitForLoadState('networkidle')
    return fetched
  } finally {
    await browser.close()
    server.kill()
  }
}

const index = publishedIndex()
const sum = (/** @type {{ bytes: number }[]} */ list) => list.reduce((total, item) => total + item.bytes, 0)
console.log(`Published search files: ${index.length}, ${kb(sum(index))} KB on the wire.`)
console.log(`  index chunks: ${kb(sum(index.filter(({ file }) => file.startsWith('index/'))))} KB in ${index.filter(({ file }) => file.startsWith('index/')).length}`)
console.log(`  result fragments: ${kb(sum(index.filter(({ file }) => file.startsWith('fragment/'))))} KB in ${index.filter(({ file }) => file.startsWith('fragment/')).length}`)
const requests = await firstSearch()
console.log(`A first search for "degradation" on /about: ${requests.length} requests, ${kb(sum(requests))} KB with headers.`)
/** @type {Map<string, { path: string, bytes: number }[]>} */
const byKind = new Map()
for (const request of requests) byKind.set(kindOf(request.path), [...(byKind.get(kindOf(request.path)) ?? []), request])
for (const [kind, list] of byKind) console.log(`  ${kind}: ${kb(sum(list))} KB in ${list.length} (${list.map(({ path }) => path.split('/').pop()).join(', ')})`)
