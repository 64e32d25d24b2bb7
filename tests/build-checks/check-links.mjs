// @ts-check
// Every internal link of the build: each href/src on our own origin must resolve to a file of
// dist/client, and each #fragment to an element of its target page. Links to routes still on
// the pending list (tests/helpers/pending-routes.ts) are counted apart until those pages are built.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'

const repoRoot = join(import.meta.dirname, '..', '..')
const clientDir = join(repoRoot, 'dist', 'client')
const siteOrigin = 'https://site.invalid'

/** The pending list, read from its source: it is a plain array of quoted paths. */
const pending = new Set([...readFileSync(join(repoRoot, 'tests', 'helpers', 'pending-routes.ts'), 'utf8').matchAll(/'(\/[^']*)'/g)].map((match) => match[1]))

const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
if (htmlFiles.length === 0) {
  console.error('check:links: no HTML in dist/client: run `npm run build` first')
  process.exit(1)
}

/**
 * The file a static host serves for `pathname`, or undefined.
 * @param {string} pathname
 */
function fileFor(pathname) {
  const decoded = decodeURIComponent(pathname)
  for (const candidate of [decoded, join(decoded, 'index.html'), `${decoded}.html`]) {
    const file = join(clientDir, candidate)
    if (existsSync(file) && statSync(file).isFile()) return candidate
  }
  return undefined
}

/** @type {Map<string, Set<string>>} ids per HTML file, parsed once */
const idsByFile = new Map()
/** @param {string} file */
function idsOf(file) {
  let ids = idsByFile.get(file)
  if (!ids) {
    const { document } = new JSDOM(readFileSync(join(clientDir, file), 'utf8')).window
    ids = new Set([...document.querySelectorAll('[id], a[name]')].map((element) => element.id || element.getAttribute('name') || ''))
    idsByFile.set(file, ids)
  }
  return ids
}

/** @type {string[]} */
const broken = []
/** @type {string[]} */
const missingTargets = []
let checked = 0
let toPending = 0
for (const file of htmlFiles) {
  const pagePath = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`
  const { document } = new JSDOM(readFileSync(join(clientDir, file), 'utf8')).window
  const references = [...document.querySelectorAll('a[href], link[href], img[src], script[src], iframe[src], source[src]')]
    .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
  for (const reference of references) {
    const url = new URL(reference, `${siteOrigin}${pagePath}`)
    if (url.origin !== siteOrigin) continue
    checked += 1
    const route = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname
    if (pending.has(route)) {
      toPending += 1
      continue
    }
    const target = fileFor(url.pathname)
    if (!target) {
      broken.push(`${file}: ${reference}`)
      continue
    }
    const fragment = decodeURIComponent(url.hash.slice(1))
    if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) missingTargets.push(`${file}: ${reference}`)
  }
}

for (const link of broken) console.log(`  broken: ${link}`)
for (const link of missingTargets) console.log(`  no target for #: ${link}`)
console.log(
  `check:links: ${checked} internal links in ${htmlFiles.length} HTML files, ${broken.length} broken, ${missingTargets.length} hash links without a target` +
    (toPending ? ` (${toPending} to pending routes, checked once those are built)` : ''),
)
if (broken.length > 0 || missingTargets.length > 0) process.exit(1)
