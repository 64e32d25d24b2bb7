// @ts-check
// Navigation bench (issue 51): how long a visitor waits, after clicking a header link, until the next page's <h1> is
// painted. Chromium opens the production build under a mid-range phone's conditions (4× CPU slowdown, 150 ms round
// trip, 1.6 Mbps down) at 1280×800 (the header shows its links), with a current "functional only" consent stored so no banner covers the page. Per pair of
// pages, each figure is the median of BENCH_NAV_RUNS (5) trials, every trial in a fresh browser context:
// - hover, then click: the pointer rests on the link for 200 ms, then clicks;
// - click at once: the pointer moves to the link and clicks;
// - warm reload: the target page, opened once, is reloaded; measured from the reload to its <h1> painted.
// Before each click the page has been open, hydrated and quiet on the network for a moment (dwellMs), as a visitor
// reads a page before moving on. "Painted" is the end of the first frame whose rendering includes the new <h1> text:
// a MutationObserver sees the text, and the time is taken in the task after that frame's animation callbacks. After
// hover then click, "whole page" is the end of the last frame, within a second of the click, that drew elements added
// to <main> (a followed link paints its heading first, then the rest: renderer/README.md).
// Usage: npm run bench:nav [-- /from:/to …]; BENCH_PORT moves the server. Not part of npm test.
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../helpers/system-tools.mjs'
import { median } from './median.mjs'

/** @typedef {{ from: string, to: string, label: string }} Pair */
/** @typedef {'hover' | 'click' | 'reload'} Mode */

/** Five pairs of header links, each clicked in the header of the first page. */
export const defaultPairs = /** @type {Pair[]} */ ([
  { from: '/', to: '/solutions', label: 'Solutions' },
  { from: '/solutions', to: '/industries', label: 'Industries' },
  { from: '/industries', to: '/feed', label: 'Feed' },
  { from: '/feed', to: '/about', label: 'About' },
  { from: '/about', to: '/white-papers', label: 'White Papers' },
])

/** The conditions: Lighthouse's mobile CPU slowdown and its slow-4G round trip and bandwidth. */
export const conditions = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 }
const hoverMs = 200
/** How long the page stays open, hydrated, before the pointer moves: a visitor reads before clicking. */
const dwellMs = 2000
/** The network must then have been quiet this long. */
const quietMs = 1000
/** The consent store's keys (content/consent-policy.ts, which plain Node cannot import; bench-nav.test.ts compares). */
export const consentStorageKeys = { consent: 'tw-cookie-consent', preferences: 'tw-cookie-preferences' }
const runs = Number(process.env.BENCH_NAV_RUNS ?? 5)
/**
 * How the bench reads its figures: the page records them itself, so reading them every 100 ms (a timer, not a
 * callback in every frame, which would add work to the frames being measured) changes nothing but when they are read.
 */
const readings = { polling: 100, timeout: 60_000 }
/** How long after the click a frame drawing new elements in <main> still counts toward the whole page. */
const wholePageWindowMs = 1000
const port = Number(process.env.BENCH_PORT ?? 4320)

/**
 * Runs in every document before the site's code: records when each <h1> text is first painted, and when a click
 * happens, as epoch milliseconds (timeOrigin + now), comparable across a reload.
 */
function recordPaints() {
  /** @type {{ clickAt?: number, paints: { text: string, at: number }[], mainPaints: number[] }} */
  const bench = { paints: [], mainPaints: [] }
  Object.assign(window, { navBench: bench })
  const now = () => performance.timeOrigin + performance.now()
  addEventListener('click', (event) => (bench.clickAt = performance.timeOrigin + event.timeStamp), true)
  /** Runs `record` in the task after the next frame: that frame has been drawn by then. */
  const afterNextFrame = (/** @type {() => void} */ record) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = record
      channel.port2.postMessage(0)
    })
  /** @type {WeakMap<Element, string>} */
  const seen = new WeakMap()
  const check = () => {
    for (const heading of document.getElementsByTagName('h1')) {
      const text = heading.textContent ?? ''
      if (seen.get(heading) === text) continue
      seen.set(heading, text)
      afterNextFrame(() => bench.paints.push({ text, at: now() }))
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
  new MutationObserver((records) => {
    const addsToMain = records.some((record) => record.addedNodes.length > 0 && record.target instanceof Element && record.target.closest('main'))
    if (addsToMain) afterNextFrame(() => bench.mainPaints.push(now()))
  }).observe(document, { subtree: true, childList: true })
}

/** @param {string} dir @param {number} onPort */
async function startServer(dir, onPort) {
  const server = spawn(process.execPath, ['renderer/server/serve.mjs', '--dir', dir, '--port', String(onPort)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve)
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} (is port ${onPort} taken? BENCH_PORT moves it)`)))
  })
  return server
}

/**
 * A fresh context under the conditions, with a stored "functional only" choice.
 * @param {import('@playwright/test').Browser} browser
 */
async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  const choice = [
    [consentStorageKeys.consent, JSON.stringify({ revision: 1, givenAt: new Date().toISOString() })],
    [consentStorageKeys.preferences, JSON.stringify({ functional: true, analytics: false, marketing: false })],
  ]
  await context.addInitScript((items) => {
    if (!localStorage.getItem(items[0]?.[0] ?? '')) for (const [name, value] of items) localStorage.setItem(name ?? '', value ?? '')
  }, choice)
  await context.addInitScript(recordPaints)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: (conditions.downloadKbps * 1000) / 8,
    uploadThroughput: (conditions.uploadKbps * 1000) / 8,
  })
  let inFlight = 0
  let lastActivity = Date.now()
  page.on('request', () => ((inFlight += 1), (lastActivity = Date.now())))
  page.on('requestfinished', () => ((inFlight -= 1), (lastActivity = Date.now())))
  page.on('requestfailed', () => ((inFlight -= 1), (lastActivity = Date.now())))
  const settle = async () => {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    await page.waitForTimeout(dwellMs)
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(100)
  }
  return { context, page, settle }
}

/**
 * One trial: milliseconds from the click (or reload) to the new <h1> painted; after hover then click, also to the
 * whole page painted.
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {Pair} pair @param {Mode} mode
 * @returns {Promise<{ heading: number, wholePage?: number }>}
 */
async function trial(browser, origin, pair, mode) {
  const { context, page, settle } = await throttledPage(browser)
  try {
    if (mode === 'reload') {
      await page.goto(`${origin}${pair.to}`)
      await settle()
      // Nothing of Playwright's runs in the new document before its load event (see the click's wait below).
      const loaded = page.waitForEvent('load', { timeout: 60_000 })
      const startedAt = await page.evaluate(() => {
        const at = performance.timeOrigin + performance.now()
        location.reload()
        return at
      })
      await loaded
      const paintedAt = await page.waitForFunction(() => /** @type {any} */ (window).navBench?.paints[0]?.at, undefined, readings)
      return { heading: /** @type {number} */ (await paintedAt.jsonValue()) - startedAt }
    }
    await page.goto(`${origin}${pair.from}`)
    await settle()
    const before = await page.locator('h1').first().textContent()
    // Playwright's first wait in the page's own world loads its helper script there: about 30 ms of the main thread at
    // 4×. Done now, it cannot land between the click and the paint it measures.
    await page.waitForFunction(() => true)
    const link = page.locator('header').getByRole('link', { name: pair.label, exact: true }).first()
    if (mode === 'hover') {
      await link.hover()
      await page.waitForTimeout(hoverMs)
    }
    await link.click()
    const elapsed = await page.waitForFunction(
      (previous) => {
        const { clickAt, paints } = /** @type {any} */ (window).navBench
        const painted = paints.find((/** @type {{ text: string, at: number }} */ p) => p.text !== previous && p.at > clickAt)
        return painted && clickAt ? painted.at - clickAt : undefined
      },
      before,
      readings,
    )
    if (new URL(page.url()).pathname !== pair.to) throw new Error(`${pair.from} → ${pair.label} landed on ${page.url()}`)
    const heading = /** @type {number} */ (await elapsed.jsonValue())
    if (mode !== 'hover') return { heading }
    await page.waitForTimeout(wholePageWindowMs)
    const wholePage = await page.evaluate((windowMs) => {
      const { clickAt, mainPaints } = /** @type {any} */ (window).navBench
      return Math.max(...mainPaints.filter((/** @type {number} */ at) => at > clickAt && at < clickAt + windowMs)) - clickAt
    }, wholePageWindowMs)
    return { heading, wholePage }
  } finally {
    await context.close()
  }
}

/** @param {string[]} args */
function pairsFrom(args) {
  const asked = args.filter((arg) => arg.includes(':'))
  if (asked.length === 0) return defaultPairs
  return asked.map((arg) => {
    const [from = '', to = ''] = arg.split(':')
    const known = defaultPairs.find((pair) => pair.to === to)
    if (!known) throw new Error(`${to} is not one of the bench's header links (${defaultPairs.map((pair) => pair.to).join(', ')})`)
    return { from, to, label: known.label }
  })
}

const modes = /** @type {const} */ (['hover', 'click', 'reload'])
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`.padStart(9)

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pairs = pairsFrom(process.argv.slice(2))
  const server = await startServer('dist/client', port)
  // Outside hosts resolve nowhere. Not `page.route`: Playwright turns the HTTP cache off while it intercepts, and the
  // cache is what a warm reload and a prefetched page context are served from.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] })
  const origin = `http://127.0.0.1:${port}`
  const startedAt = Date.now()
  try {
    console.log(
      `Click to next <h1> painted: median of ${runs}, ${conditions.cpuSlowdown}× CPU, ${conditions.latencyMs} ms RTT, ` +
        `${conditions.downloadKbps / 1000} Mbps. Targets: hover then click ≤ 100 ms (median over pairs); click at once ≤ warm reload.`,
    )
    console.log('pair'.padEnd(30) + 'hover+click'.padStart(12) + 'whole page'.padStart(12) + 'click'.padStart(9) + 'reload'.padStart(9) + '  click ≤ reload')
    /** @type {Record<Mode, number[]>} */
    const medians = { hover: [], click: [], reload: [] }
    /** @type {number[]} */
    const wholePageMedians = []
    let clickSlower = 0
    for (const pair of pairs) {
      /** @type {Record<Mode, number[]>} */
      const figures = { hover: [], click: [], reload: [] }
      /** @type {number[]} */
      const wholePages = []
      // Interleaved, so a slow spell on the shared machine touches every mode alike.
      for (let run = 0; run < runs; run += 1) {
        for (const mode of modes) {
          const { heading, wholePage } = await trial(browser, origin, pair, mode)
          figures[mode].push(heading)
          if (wholePage !== undefined) wholePages.push(wholePage)
        }
      }
      const row = { hover: median(figures.hover), click: median(figures.click), reload: median(figures.reload) }
      for (const mode of modes) medians[mode].push(row[mode])
      wholePageMedians.push(median(wholePages))
      const ok = row.click <= row.reload
      if (!ok) clickSlower += 1
      console.log(
        `${pair.from} → ${pair.to}`.padEnd(30) + ms(row.hover).padStart(12) + ms(median(wholePages)).padStart(12) + ms(row.click) + ms(row.reload) + `  ${ok ? 'yes' : 'NO'}`,
      )
    }
    const hoverMedian = median(medians.hover)
    console.log(
      'median over pairs'.padEnd(30) + ms(hoverMedian).padStart(12) + ms(median(wholePageMedians)).padStart(12) + ms(median(medians.click)) + ms(median(medians.reload)) +
        `  (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
    )
    const misses = [
      ...(hoverMedian > 100 ? [`hover then click ${Math.round(hoverMedian)} ms > 100 ms`] : []),
      ...(clickSlower > 0 ? [`click at once slower than the warm reload on ${clickSlower} pair(s)`] : []),
    ]
    if (misses.length > 0) {
      console.log(`miss: ${misses.join('; ')}`)
      process.exitCode = 1
    } else console.log('pass')
  } finally {
    await browser.close()
    server.kill()
  }
}
