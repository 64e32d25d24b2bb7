// @ts-check
// Lighthouse (mobile, simulated throttling) per route against the production
// server, plus the size budget. Each route is run several times and the median
// run is reported, so one noisy run neither passes nor fails a route. Prints one
// row per route and exits non-zero when a route misses a target.
// Usage: npm run bench [-- /path /other-path] (BENCH_RUNS=3 by default)
// Each row also says whether the route meets issue 25's first-paint targets (first-paint.mjs). With BENCH_FLOOR=1
// the bench also measures each page's no-JavaScript floor (FCP, TBT, performance) in the same run: Lighthouse cannot
// disable scripts, so it loads a copy of the build with every script element removed, served by a second instance of
// the same production server (same headers, same precompression), one floor run after each run of the page.
// The CPU slowdown is calibrated to this host (cpu-slowdown.mjs) from three
// discarded warm-up runs; BENCH_CPU_SLOWDOWN=4 measures with Lighthouse's fixed default.
// Every third-party origin the built CSP allows is blocked through Lighthouse's
// own blockedUrlPatterns: they are unreachable here, as for a visitor with a
// blocker, and Lighthouse leaves its own blocking out of errors-in-console.
// The forms script is the exception: the bench serves the tests' stand-in for it,
// as the forms host answers for most visitors. Blocked, it makes the loader log
// the error SPEC §8 requires, which would cost every form page its best-practices 100.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import puppeteer from 'puppeteer-core'
import { chromiumArgs, chromiumPath } from '../helpers/system-tools.mjs'
import { fakeFormsScript, formsScriptUrl } from '../helpers/fake-forms-script.mjs'
import { writeCompressedCopies } from '../../renderer/generate/precompress.mjs'
import { budgetProblems, measure } from './budget.mjs'
import { cpuSlowdownFor, defaultSlowdownHostIndex } from './cpu-slowdown.mjs'
import { benchHeader, benchRow, calibratedTargetSummary, clsTolerance, firstPaintMisses, median, withoutScripts } from './first-paint.mjs'

/** Lighthouse category minimums. Home's performance bar is higher (issue 6). */
const categoryTargets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const performanceTargetByRoute = /** @type {Record<string, number>} */ ({ '/': 97 })
const runs = Number(process.env.BENCH_RUNS ?? 3)
/** Failed Lighthouse runs tolerated per route before the bench gives up on this host. */
const maxFailedRuns = 2
const port = Number(process.env.BENCH_PORT ?? 4320)
const measureFloor = process.env.BENCH_FLOOR === '1'
/** The script-free copy's server, next to the site's. */
const floorPort = port + 1
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))

const chromePath = chromiumPath()

// Only the routes asked for, when some are: the budget's own run measures them all.
const sizes = new Map((await measure(requested.length > 0 ? { routes: requested } : {})).map((row) => [row.route, row]))
const routes = requested.length > 0 ? requested : [...sizes.keys()].filter((route) => route.startsWith('/'))

/**
 * Starts the production server on `dir` and resolves once it listens.
 * @param {string} dir @param {number} onPort
 */
async function startServer(dir, onPort) {
  const started = spawn(process.execPath, ['renderer/server/serve.mjs', '--dir', dir, '--port', String(onPort)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    started.stdout.once('data', resolve)
    // E.g. the port is taken: fail rather than wait for a server that will never answer.
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

const server = await startServer('dist/client', port)
const floorDir = measureFloor ? await scriptFreeCopy() : undefined
const floorServer = floorDir ? await startServer(floorDir, floorPort) : undefined
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] })
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })

/** Lighthouse URL patterns for every https origin in the built site's Content-Security-Policy. */
function thirdPartyPatterns() {
  const policy = readFileSync('dist/client/_headers', 'utf8').match(/Content-Security-Policy: (.*)/)?.[1]
  if (!policy) throw new Error('dist/client/_headers has no Content-Security-Policy: run the build first')
  const formsHost = new URL(formsScriptUrl).hostname
  // A source such as https://*.hsforms.net covers the forms script's host, which the stand-in answers instead.
  const coversFormsScript = (/** @type {string} */ source) => {
    const host = source.slice('https://'.length)
    return host === formsHost || (host.startsWith('*.') && formsHost.endsWith(host.slice(1)))
  }
  const origins = new Set(policy.match(/https:\/\/[^\s;]+/g) ?? [])
  return [...origins].filter((origin) => !coversFormsScript(origin)).map((origin) => `${origin}*`)
}
const blockedUrlPatterns = thirdPartyPatterns()

const formsStandInBody = Buffer.from(fakeFormsScript('working')).toString('base64')

/**
 * Answers the forms script with the stand-in on `page`. Only that URL is intercepted, so every other
 * request keeps the timing Lighthouse observes.
 * @param {import('puppeteer-core').Page} page
 */
async function serveFormsStandIn(page) {
  const session = await page.createCDPSession()
  session.on('Fetch.requestPaused', ({ requestId }) => {
    session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'content-type', value: 'text/javascript' }],
        body: formsStandInBody,
      })
      // A request paused as Lighthouse leaves the page has nobody left to answer.
      .catch(() => undefined)
  })
  await session.send('Fetch.enable', { patterns: [{ urlPattern: `${formsScriptUrl}*` }] })
}

/**
 * @param {string} url
 * @param {number} [cpuSlowdownMultiplier] Lighthouse's own default (4) when absent
 * @param {string[]} [onlyCategories] the bench's categories when absent
 */
async function lighthouseRun(url, cpuSlowdownMultiplier, onlyCategories = Object.keys(categoryTargets)) {
  const flags = { output: /** @type {const} */ ('json'), logLevel: /** @type {const} */ ('error'), onlyCategories, blockedUrlPatterns }
  const config =
    cpuSlowdownMultiplier === undefined
      ? undefined
      : { extends: 'lighthouse:default', settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } } }
  const page = await browser.newPage()
  try {
    await serveFormsStandIn(page)
    const result = await lighthouse(url, flags, config, page)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await page.close()
  }
}

/** The multiplier for this host: BENCH_CPU_SLOWDOWN, or calibrated from the median benchmarkIndex of three warm-ups. */
async function chooseCpuSlowdown() {
  const fixed = process.env.BENCH_CPU_SLOWDOWN
  if (fixed) {
    const multiplier = Number(fixed)
    if (!(multiplier >= 1)) throw new Error(`BENCH_CPU_SLOWDOWN must be a number of at least 1, not ${JSON.stringify(fixed)}`)
    console.log(`CPU slowdown ${multiplier}x (BENCH_CPU_SLOWDOWN)`)
    return multiplier
  }
  // This VM's index swings by half from one run to the next: the median of three warm-ups is steadier than one.
  const samples = []
  for (let run = 0; run < 3; run += 1) samples.push((await lighthouseRun(`http://localhost:${port}${routes[0] ?? '/'}`)).environment.benchmarkIndex)
  const benchmarkIndex = median(samples)
  const multiplier = Math.round(cpuSlowdownFor(benchmarkIndex) * 10) / 10
  console.log(
    `Host benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${samples.map(Math.round).join(', ')}): CPU slowdown ${multiplier}x, calibrated as Lighthouse's throttling guide advises ` +
      `(its fixed 4x assumes a host of about ${defaultSlowdownHostIndex}; BENCH_CPU_SLOWDOWN=4 uses it)`,
  )
  return multiplier
}

let failures = 0
let firstPaintPasses = 0
/** @type {import('./first-paint.mjs').RouteFigures[]} */
const figuresByRoute = []
try {
  const cpuSlowdown = await chooseCpuSlowdown()
  console.log(`Blocked third parties: ${blockedUrlPatterns.join(' ')}; the forms script (${formsScriptUrl}) is the tests' stand-in`)
  console.log(
    `Lighthouse (mobile, simulated throttling), median of ${runs} runs, and first-load JS (KB on the wire)` +
      (measureFloor
        ? '; floor: the same page without scripts, its medians over as many runs made between them'
        : '; BENCH_FLOOR=1 adds the no-JavaScript floor'),
  )
  console.log(benchHeader())
  for (const route of routes) {
    // A run Lighthouse could not finish (its runtimeError: a protocol timeout, no paint seen) has no metrics and a
    // score of 0, and a paint audit can fail alone (no value, an errorMessage). Such a run says nothing about the
    // page, so it is reported and made again.
    let failedRuns = 0
    const completedRun = async (/** @type {string} */ url, /** @type {boolean} */ floorOnly) => {
      const paints = ['first-contentful-paint', 'largest-contentful-paint']
      for (;;) {
        // The floor needs only its performance: its other categories are the page's own, measured beside it.
        const lhr = await lighthouseRun(url, cpuSlowdown, floorOnly ? ['performance'] : undefined)
        const unmeasured = paints.find((id) => typeof lhr.audits[id]?.numericValue !== 'number')
        const problem = lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : unmeasured && `${unmeasured}: ${lhr.audits[unmeasured]?.errorMessage ?? 'no value'}`
        if (!problem) return lhr
        failedRuns += 1
        console.log(`    ${url}: Lighthouse run failed (${problem})`)
        if (failedRuns > maxFailedRuns) throw new Error(`${route}: ${failedRuns} Lighthouse runs failed; see above`)
      }
    }
    /** @type {Awaited<ReturnType<typeof lighthouseRun>>[]} */
    const reports = []
    /** @type {typeof reports} */
    const floorReports = []
    // Page and floor alternate, so a burst of load on this shared host falls on both.
    for (let run = 0; run < runs; run += 1) {
      reports.push(await completedRun(`http://localhost:${port}${route}`, false))
      if (measureFloor) floorReports.push(await completedRun(`http://localhost:${floorPort}${route}`, true))
    }
    const performanceOf = (/** @type {(typeof reports)[number]} */ lhr) => lhr.categories.performance?.score ?? 0
    const medianOf = (/** @type {typeof reports} */ lhrs, /** @type {string} */ id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))
    // The median run by performance score stands for the route; its audits explain it.
    const report = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(reports.length / 2)]
    if (!report) throw new Error(`No Lighthouse run for ${route}`)
    const score = (/** @type {string} */ id) => Math.round((report.categories[id]?.score ?? 0) * 100)
    const floor = measureFloor
      ? {
          fcpMs: medianOf(floorReports, 'first-contentful-paint'),
          tbtMs: medianOf(floorReports, 'total-blocking-time'),
          performance: median(floorReports.map((lhr) => Math.round(performanceOf(lhr) * 100))),
        }
      : undefined
    const figures = {
      fcpMs: medianOf(reports, 'first-contentful-paint'),
      lcpMs: medianOf(reports, 'largest-contentful-paint'),
      tbtMs: medianOf(reports, 'total-blocking-time'),
      cls: medianOf(reports, 'cumulative-layout-shift'),
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      ...(floor ? { floor } : {}),
    }
    figuresByRoute.push(figures)

    const targets = { ...categoryTargets, performance: performanceTargetByRoute[route] ?? categoryTargets.performance }
    const missed = Object.entries(targets)
      .filter(([id, min]) => score(id) < min)
      .map(([id, min]) => `${id} ${score(id)} < ${min}`)
    if (!(figures.cls < clsTolerance)) missed.push(`CLS ${figures.cls.toFixed(3)} > 0`)
    const size = sizes.get(route)
    if (!size) missed.push('no such pre-rendered route')
    else missed.push(...budgetProblems(size))
    failures += missed.length > 0 ? 1 : 0
    firstPaintPasses += firstPaintMisses(figures).length === 0 ? 1 : 0

    console.log(benchRow({ route, figures, jsKb: size?.kb.js, performanceRuns: reports.map((lhr) => Math.round(performanceOf(lhr) * 100)), missed }))
    for (const [id, min] of Object.entries(targets)) {
      if (score(id) >= min) continue
      const failing = Object.values(report.audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && report.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      for (const audit of failing.slice(0, 5)) console.log(`    ${id}: ${audit.id} (${audit.displayValue ?? audit.score})`)
    }
  }
  // Issue 25's first-paint targets are reported, not enforced: they are the issue's goal, and this shared host's
  // paint times swing by hundreds of milliseconds from one run to the next.
  console.log(`First paint (issue 25): ${firstPaintPasses} of ${routes.length} route(s) met every target${measureFloor ? '' : ' (FCP against 1.0 s alone: BENCH_FLOOR=1 measures the floor)'}.`)
  console.log(calibratedTargetSummary(figuresByRoute, cpuSlowdown))
  console.log(failures > 0 ? `${failures} route(s) missed a target.` : `${routes.length} route(s) met every target.`)
} finally {
  await browser.disconnect()
  await chrome.kill()
  server.kill()
  floorServer?.kill()
  if (floorDir) await rm(floorDir, { recursive: true, force: true })
}
process.exit(failures > 0 ? 1 : 0)
