// @ts-check
// Lighthouse (mobile) per route against the production build, plus the
// first-load JavaScript budget. Prints one row per route and exits non-zero
// when a route misses a target. Usage: npm run bench [-- /path /other-path]
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, findChromium } from '../tests/helpers/chromium.mjs'
import { firstLoadJsBudgetKb, measure } from './budget.mjs'

const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const port = Number(process.env.BENCH_PORT ?? 4320)
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))

if (!existsSync('dist/client/index.html')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const chromePath = findChromium()
if (!chromePath) {
  console.error('No Chromium: run `node tests/helpers/chromium.mjs --ensure` or set CHROME_PATH.')
  process.exit(1)
}

const sizes = new Map(measure().map((row) => [row.route, row]))
const routes = requested.length > 0 ? requested : [...sizes.keys()].filter((route) => route.startsWith('/'))

const server = spawn(process.execPath, ['renderer/serve.mjs', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
await new Promise((resolve) => server.stdout.once('data', resolve))

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] })
let failures = 0
try {
  console.log('Lighthouse (mobile, simulated throttling) and first-load JS (gzip KB)')
  console.log('route'.padEnd(52) + 'perf'.padStart(6) + 'a11y'.padStart(6) + 'bp'.padStart(6) + 'seo'.padStart(6) + 'JS KB'.padStart(8) + 'FCP ms'.padStart(8) + 'LCP ms'.padStart(8) + 'TBT ms'.padStart(8) + 'CLS'.padStart(7))
  for (const route of routes) {
    const result = await lighthouse(`http://localhost:${port}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
    const { categories, audits } = result.lhr
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100)
    const jsKb = sizes.get(route)?.jsKb ?? Number.NaN
    const missed = Object.entries(targets).filter(([id, min]) => score(id) < min)
    if (jsKb > firstLoadJsBudgetKb) missed.push(['first-load JS', firstLoadJsBudgetKb])
    failures += missed.length > 0 ? 1 : 0
    console.log(
      route.padEnd(52) +
        String(score('performance')).padStart(6) +
        String(score('accessibility')).padStart(6) +
        String(score('best-practices')).padStart(6) +
        String(score('seo')).padStart(6) +
        jsKb.toFixed(1).padStart(8) +
        Math.round(audits['first-contentful-paint']?.numericValue ?? 0).toString().padStart(8) +
        Math.round(audits['largest-contentful-paint']?.numericValue ?? 0).toString().padStart(8) +
        Math.round(audits['total-blocking-time']?.numericValue ?? 0).toString().padStart(8) +
        (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(7) +
        (missed.length ? `  MISSED: ${missed.map(([id]) => id).join(', ')}` : ''),
    )
    for (const [id] of missed) {
      const failing = Object.values(result.lhr.audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && result.lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      for (const audit of failing.slice(0, 5)) console.log(`    ${id}: ${audit.id} (${audit.displayValue ?? audit.score})`)
    }
  }
} finally {
  await chrome.kill()
  server.kill()
}
process.exit(failures > 0 ? 1 : 0)
