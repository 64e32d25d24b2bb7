// @ts-check
// The bench's pure parts (tests/perf/bench.mjs): medians, issue 25's first-paint targets and the per-route table.

/**
 * The middle value; for an even count, the upper of the two middle ones, so it is always a value that was measured.
 * @param {number[]} values
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/**
 * Issue 25's targets for first paint, Lighthouse mobile at its default simulated throttling, on the route's medians.
 * FCP passes at `fcpMs` or within `floorMarginMs` of the same page's no-JavaScript floor measured in the same run.
 */
export const firstPaintTargets = /** @type {const} */ ({
  fcpMs: 1000,
  floorMarginMs: 150,
  lcpMs: 1200,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
})

/** CLS as Lighthouse reports it prints to 3 places: anything that rounds to 0.000 is no shift. */
export const clsTolerance = 0.0005

/**
 * @typedef {{ performance: number, accessibility: number, 'best-practices': number, seo: number }} Scores
 * @typedef {{ fcpMs: number, tbtMs: number, performance: number }} FloorFigures the script-free copy's medians
 * @typedef {{ fcpMs: number, lcpMs: number, tbtMs: number, cls: number, scores: Scores, floor?: FloorFigures }} RouteFigures
 */

/**
 * Which of issue 25's first-paint targets a route misses; empty when it meets them all.
 * @param {RouteFigures} figures the route's medians, and its floor's when the floor was measured
 * @returns {string[]}
 */
export function firstPaintMisses({ fcpMs, lcpMs, cls, scores, floor }) {
  const floorFcpMs = floor?.fcpMs
  const { fcpMs: fcpTarget, floorMarginMs, lcpMs: lcpTarget } = firstPaintTargets
  const misses = []
  const nearFloor = floorFcpMs !== undefined && fcpMs <= floorFcpMs + floorMarginMs
  if (!(fcpMs <= fcpTarget) && !nearFloor) {
    misses.push(
      floorFcpMs === undefined
        ? `FCP ${Math.round(fcpMs)} > ${fcpTarget}`
        : `FCP ${Math.round(fcpMs)} > ${fcpTarget} and > floor ${Math.round(floorFcpMs)} + ${floorMarginMs}`,
    )
  }
  if (!(lcpMs <= lcpTarget)) misses.push(`LCP ${Math.round(lcpMs)} > ${lcpTarget}`)
  if (!(cls < clsTolerance)) misses.push(`CLS ${cls.toFixed(3)} > 0`)
  for (const [id, min] of Object.entries(firstPaintTargets.scores)) {
    const score = scores[/** @type {keyof Scores} */ (id)]
    if (!(score >= min)) misses.push(`${id} ${score} < ${min}`)
  }
  return misses
}

/** @type {readonly [string, number][]} */
const columns = [
  ['route', -40],
  ['perf', 5],
  ['a11y', 5],
  ['bp', 5],
  ['seo', 5],
  ['JS KB', 7],
  ['FCP ms', 8],
  ['LCP ms', 8],
  ['TBT ms', 8],
  ['CLS', 7],
  ['floor FCP', 11],
  ['floor TBT', 11],
  ['floor perf', 12],
]
/** @param {string[]} cells */
const line = (cells) => cells.map((cell, index) => { const width = columns[index]?.[1] ?? 0; return width < 0 ? cell.padEnd(-width) : cell.padStart(width) }).join('')

/** The table's header, its columns in the order of {@link benchRow}. */
export function benchHeader() {
  return `${line(columns.map(([label]) => label))}  perf runs  first paint (issue 25)`
}

/**
 * One route's line: its medians, the floor's when measured (`-` when not), each run's performance score, the
 * first-paint verdict and what the bench's own targets found.
 * @param {{ route: string, figures: RouteFigures, jsKb: number | undefined, performanceRuns: number[], missed: string[] }} row
 */
export function benchRow({ route, figures, jsKb, performanceRuns, missed }) {
  const { scores, fcpMs, lcpMs, tbtMs, cls, floor } = figures
  const firstPaint = firstPaintMisses(figures)
  const floorCell = (/** @type {number | undefined} */ value) => (value === undefined ? '-' : String(Math.round(value)))
  return (
    line([
      route,
      String(scores.performance),
      String(scores.accessibility),
      String(scores['best-practices']),
      String(scores.seo),
      jsKb === undefined ? '-' : jsKb.toFixed(1),
      String(Math.round(fcpMs)),
      String(Math.round(lcpMs)),
      String(Math.round(tbtMs)),
      cls.toFixed(3),
      floorCell(floor?.fcpMs),
      floorCell(floor?.tbtMs),
      floorCell(floor?.performance),
    ]) +
    `  ${performanceRuns.join('/').padEnd(9)}` +
    `  ${firstPaint.length === 0 ? 'pass' : `miss: ${firstPaint.join('; ')}`}` +
    (missed.length > 0 ? `  MISSED: ${missed.join('; ')}` : '')
  )
}

/** Issue 25's bar for the calibrated bench: every route's performance score at least this. */
export const calibratedPerformanceTarget = 97

/**
 * The bench's closing line on issue 25's calibrated target: how many routes reach it and, when the floor was
 * measured, how many of those below it stay below without any script, where the scripts cannot be what holds them.
 * @param {RouteFigures[]} routes each route's figures, as its row shows them
 * @param {number} cpuSlowdown the multiplier the run used
 */
export function calibratedTargetSummary(routes, cpuSlowdown) {
  const below = routes.filter(({ scores }) => !(scores.performance >= calibratedPerformanceTarget))
  const summary = `Performance ${calibratedPerformanceTarget} or more (issue 25's target for the calibrated bench) at ${cpuSlowdown}x: ${routes.length - below.length} of ${routes.length} route(s)`
  if (below.length === 0 || below.some(({ floor }) => floor === undefined)) return `${summary}.`
  const floorsBelow = below.filter(({ floor }) => !(Number(floor?.performance) >= calibratedPerformanceTarget)).length
  return `${summary}; ${floorsBelow} of the ${below.length} below it score under ${calibratedPerformanceTarget} without any script too (floor perf).`
}

/**
 * The page as a browser with scripts disabled gets it: no script element of any kind (the boot script, the entry, the
 * page context), so the bench can measure the page's no-JavaScript floor with Lighthouse, which cannot disable them.
 * The site renders no `<noscript>`, which a browser without scripts would show: a page with one fails rather than
 * being measured as something no visitor sees.
 * @param {string} html
 */
export function withoutScripts(html) {
  if (/<noscript\b/i.test(html)) throw new Error('the page has a <noscript>, which a script-free copy cannot stand for')
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
}
