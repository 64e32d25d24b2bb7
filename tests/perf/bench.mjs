// @ts-check
// Lighthouse mobile at its default settings (simulated slow 4G, 4x CPU slowdown) per route against the production
// server, the median of three runs, beside each page's no-JavaScript floor and its first-load JavaScript as the budget
// measures it. Prints one row per route and exits non-zero when a route misses a target.
// Usage: npm run bench [-- /path /other-path] (BENCH_RUNS=3, BENCH_PORT=4320; the floor's server takes BENCH_PORT + 1)
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromiumArgs, chromiumPath } from '../helpers/system-tools.mjs'
import { fakeFormsScript, formsScriptUrl } from '../helpers/fake-forms-script.mjs'
import { writeCompressedCopies } from '../../renderer/generate/precompress.mjs'
import { budgetProblems, measure } from './budget.mjs'
import { median } from './median.mjs'

/** @typedef {NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']} Report */

/** The targets, on each route's medians. FCP passes at `fcpMs`, or within `floorMarginMs` of the page's floor. */
const targets = {
  fcpMs: 1000,
  floorMarginMs: 150,
  lcpMs: 1200,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
}
/** Lighthouse prints CLS to three places: anything that rounds to 0.000 is no shift. */
const clsTolerance = 0.0005

const runs = Number(process.env.BENCH_RUNS ?? 3)
/** Failed Lighthouse runs tolerated per route before the bench gives up on this host. */
const maxFailedRuns = 2
const port = Number(process.env.BENCH_PORT ?? 4320)
const floorPort = port + 1
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))

/** The middle value; for an even count the upper middle one, so it is always a value that was measured. @param {number[]} values */

/**
 * The page as a browser with scripts disabled gets it: no script element of any kind. Lighthouse cannot disable
 * scripts, so the floor is measured on such a copy. The site renders no `<noscript>`, which such a browser would show.
 * @param {string} html
 */
function withoutScripts(html) {
  if (/<noscript\b/i.test(html)) throw new Error('the page has a <noscript>, which a script-free copy cannot stand for')
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
}

/** Starts the production server on `dir` and resolves once it listens. @param {string} dir @param {number} onPort */
async function startServer(dir, onPort) {
  const started = spawn(process.execPath, ['renderer/server/serve.mjs', '--dir', dir, '--port', String(onPort)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    started.stdout.once('data', resolve)
    started.once('exit', (code) => reject(new Error(`The production server exited (code ${code}) before listening on port ${onPort}`)))
  })
  return started
}

/** A copy of the build whose pages have no script element, compressed as the build compresses its pages. */
async function scriptFreeCopy() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-floor-'))
  await cp('dist/client', dir, { recursive: true })
  const pages = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((file) => file.endsWith('.html'))
  for (const page of pages) {
    const path = join(dir, page)
    await writeFile(path, withoutScripts(await readFile(path, 'utf8')))
    await writeCompressedCopies(path)
  }
  return dir
}

/**
 * Every https origin of the built Content-Security-Policy, as Lighthouse URL patterns: third parties are unreachable
 * here, as for a visitor with a blocker, and Lighthouse leaves its own blocking out of errors-in-console. The forms
 * script is the exception: it is answered with the tests' stand-in, as the forms host answers most visitors (blocked,
 * the loader logs the error SPEC §8 requires, which would cost each form page its best-practices 100).
 */
function thirdPartyPatterns() {
  const policy = readFileSync('dist/client/_headers', 'utf8').match(/Content-Security-Policy: (.*)/)?.[1]
  if (!policy) throw new Error('dist/client/_headers has no Content-Security-Policy: run the build first')
  const formsHost = new URL(formsScriptUrl).hostname
  const coversFormsScript = (/** @type {string} */ source) => {
    const host = source.slice('https://'.length)
    return host === formsHost || (host.startsWith('*.') && formsHost.endsWith(host.slice(1)))
  }
  const origins = new Set(policy.match(/https:\/\/[^\s;]+/g) ?? [])
  return [...origins].filter((origin) => !coversFormsScript(origin)).map((origin) => `${origin}*`)
}

const sizes = new Map((await measure(requested.length > 0 ? { routes: requested } : {})).map((row) => [row.route, row]))
const routes = requested.length > 0 ? requested : [...sizes.keys()].filter((route) => route.startsWith('/'))
const blockedUrlPatterns = thirdPartyPatterns()
const formsStandInBody = Buffer.from(fakeFormsScript('working')).toString('base64')

const server = await startServer('dist/client', port)
const floorDir = await scriptFreeCopy()
const floorServer = await startServer(floorDir, floorPort)
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] })
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })

/**
 * One Lighthouse run with its default mobile settings. Only the forms script's URL is intercepted, so every other
 * request keeps the timing Lighthouse observes.
 * @param {string} url @param {string[]} onlyCategories
 */
async function lighthouseRun(url, onlyCategories) {
  const page = await browser.newPage()
  try {
    const session = await page.createCDPSession()
    session.on('Fetch.requestPaused', ({ requestId }) => {
      session
        .send('Fetch.fulfillRequest', { requestId, responseCode: 200, responseHeaders: [{ name: 'content-type', value: 'text/javascript' }], body: formsStandInBody })
        // A request paused as Lighthouse leaves the page has nobody left to answer.
        .catch(() => undefined)
    })
    await session.send('Fetch.enable', { patterns: [{ urlPattern: `${formsScriptUrl}*` }] })
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories, blockedUrlPatterns }, undefined, page)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await page.close()
  }
}

const categories = Object.keys(targets.scores)
const columns = /** @type {const} */ ([['perf', 5], ['a11y', 5], ['bp', 4], ['seo', 5], ['JS KB', 7], ['FCP', 6], ['floor', 7], ['LCP', 6], ['TBT', 5], ['CLS', 7]])
console.log(`Lighthouse 12 mobile, default throttling (4x CPU), median of ${runs} runs; floor: the page's FCP without scripts; times in ms.`)
console.log(`Targets: performance, accessibility, best practices and SEO 100; FCP <= ${targets.fcpMs} or <= floor + ${targets.floorMarginMs}; LCP <= ${targets.lcpMs}; CLS 0.`)
console.log(`Blocked third parties: ${blockedUrlPatterns.join(' ')}; the forms script is the tests' stand-in.`)
console.log('route'.padEnd(46) + columns.map(([label, width]) => label.padStart(width)).join('') + '  perf runs')

let failures = 0
try {
  for (const route of routes) {
    // A run Lighthouse could not finish (a protocol timeout, no paint seen) says nothing about the page: it is
    // reported and made again.
    let failedRuns = 0
    const completedRun = async (/** @type {string} */ url, /** @type {string[]} */ only) => {
      for (;;) {
        const lhr = await lighthouseRun(url, only)
        const unmeasured = ['first-contentful-paint', 'largest-contentful-paint'].find((id) => typeof lhr.audits[id]?.numericValue !== 'number')
        const problem = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : unmeasured && `${unmeasured}: ${lhr.audits[unmeasured]?.errorMessage ?? 'no value'}`
        if (!problem) return lhr
        failedRuns += 1
        console.log(`    ${url}: Lighthouse run failed (${problem})`)
        if (failedRuns > maxFailedRuns) throw new Error(`${route}: ${failedRuns} Lighthouse runs failed; see above`)
      }
    }
    /** @type {Report[]} */
    const reports = []
    /** @type {Report[]} */
    const floorReports = []
    // Page and floor alternate, so a burst of load on this shared host falls on both.
    for (let run = 0; run < runs; run += 1) {
      reports.push(await completedRun(`http://localhost:${port}${route}`, categories))
      floorReports.push(await completedRun(`http://localhost:${floorPort}${route}`, ['performance']))
    }
    const performanceOf = (/** @type {Report} */ lhr) => lhr.categories.performance?.score ?? 0
    const medianOf = (/** @type {Report[]} */ lhrs, /** @type {string} */ id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))
    // The median run by performance score stands for the route; its audits explain a miss.
    const report = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(reports.length / 2)]
    if (!report) throw new Error(`No Lighthouse run for ${route}`)
    const score = (/** @type {string} */ id) => Math.round((report.categories[id]?.score ?? 0) * 100)
    const fcp = medianOf(reports, 'first-contentful-paint')
    const floorFcp = medianOf(floorReports, 'first-contentful-paint')
    const lcp = medianOf(reports, 'largest-contentful-paint')
    const tbt = medianOf(reports, 'total-blocking-time')
    const cls = medianOf(reports, 'cumulative-layout-shift')
    const size = sizes.get(route)

    const missed = Object.entries(targets.scores).filter(([id, min]) => score(id) < min).map(([id, min]) => `${id} ${score(id)} < ${min}`)
    if (!(fcp <= targets.fcpMs || fcp <= floorFcp + targets.floorMarginMs)) missed.push(`FCP ${Math.round(fcp)} > ${targets.fcpMs} and > floor ${Math.round(floorFcp)} + ${targets.floorMarginMs}`)
    if (!(lcp <= targets.lcpMs)) missed.push(`LCP ${Math.round(lcp)} > ${targets.lcpMs}`)
    if (!(cls < clsTolerance)) missed.push(`CLS ${cls.toFixed(3)} > 0`)
    if (!size) missed.push('no such pre-rendered route')
    else missed.push(...budgetProblems(size))
    if (missed.length > 0) failures += 1

    const cells = [score('performance'), score('accessibility'), score('best-practices'), score('seo'), size ? size.kb.js.toFixed(1) : '-', Math.round(fcp), Math.round(floorFcp), Math.round(lcp), Math.round(tbt), cls.toFixed(3)]
    console.log(
      route.padEnd(46) +
        cells.map((cell, index) => String(cell).padStart(columns[index]?.[1] ?? 0)).join('') +
        `  ${reports.map((lhr) => Math.round(performanceOf(lhr) * 100)).join('/').padEnd(12)}` +
        (missed.length > 0 ? `miss: ${missed.join('; ')}` : 'pass'),
    )
    for (const [id, min] of Object.entries(targets.scores)) {
      if (score(id) >= min) continue
      const failing = Object.values(report.audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && report.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      for (const audit of failing.slice(0, 5)) console.log(`    ${id}: ${audit.id} (${audit.displayValue ?? audit.score})`)
    }
  }
  console.log(failures > 0 ? `${failures} of ${routes.length} route(s) missed a target.` : `${routes.length} route(s) met every target.`)
} finally {
  await browser.disconnect()
  await chrome.kill()
  server.kill()
  floorServer.kill()
  await rm(floorDir, { recursive: true, force: true })
}
process.exit(failures > 0 ? 1 : 0)
