import { describe, expect, test } from 'vitest'
import { benchHeader, benchRow, calibratedTargetSummary, firstPaintMisses, median, withoutScripts, type RouteFigures } from './first-paint.mjs'

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
const figures = (overrides: Partial<RouteFigures> = {}): RouteFigures => ({ fcpMs: 900, lcpMs: 1100, tbtMs: 20, cls: 0, scores: perfect, ...overrides })

describe('median', () => {
  test('is the middle run, whatever the order', () => {
    expect(median([1300, 950, 1010])).toBe(1010)
  })

  test('of an even count is the upper middle value, one that was measured', () => {
    expect(median([4, 1, 3, 2])).toBe(3)
    expect(median([])).toBeNaN()
  })
})

describe("issue 25's first-paint targets", () => {
  test('a route at or under every target passes', () => {
    expect(firstPaintMisses(figures({ fcpMs: 1000, lcpMs: 1200, cls: 0.0004 }))).toEqual([])
  })

  test('an FCP over 1.0 s passes within 150 ms of the floor and misses past it', () => {
    const floor = { fcpMs: 990, tbtMs: 0, performance: 100 }
    expect(firstPaintMisses(figures({ fcpMs: 1140, floor }))).toEqual([])
    expect(firstPaintMisses(figures({ fcpMs: 1141, floor }))).toEqual(['FCP 1141 > 1000 and > floor 990 + 150'])
    expect(firstPaintMisses(figures({ fcpMs: 1141 }))).toEqual(['FCP 1141 > 1000'])
  })

  test('misses LCP over 1.2 s, any layout shift, a score under 100 and a metric Lighthouse did not report', () => {
    expect(firstPaintMisses(figures({ lcpMs: 1201, cls: 0.001, scores: { ...perfect, performance: 99, seo: 92 } }))).toEqual([
      'LCP 1201 > 1200',
      'CLS 0.001 > 0',
      'performance 99 < 100',
      'seo 92 < 100',
    ])
    expect(firstPaintMisses(figures({ fcpMs: Number.NaN, lcpMs: Number.NaN }))).toEqual(['FCP NaN > 1000', 'LCP NaN > 1200'])
  })
})

describe('the per-route table', () => {
  test("puts the floor's figures after the page's and the verdict after the runs, in the columns of the header", () => {
    const floor = { fcpMs: 840.4, tbtMs: 212.6, performance: 93 }
    const row = benchRow({ route: '/about', figures: figures({ fcpMs: 1180, floor }), jsKb: 97.24, performanceRuns: [99, 100, 100], missed: [] })
    expect(benchHeader()).toMatch(/^route +perf +a11y +bp +seo +JS KB +FCP ms +LCP ms +TBT ms +CLS +floor FCP +floor TBT +floor perf {2}perf runs {2}first paint/)
    expect(row).toMatch(/^\/about +100 +100 +100 +100 +97\.2 +1180 +1100 +20 +0\.000 +840 +213 +93 {2}99\/100\/100 {2}miss: FCP 1180 > 1000 and > floor 840 \+ 150$/)
    const endOf = (text: string, within: string) => within.indexOf(text) + text.length
    expect(endOf(' 1180', row)).toBe(endOf('FCP ms', benchHeader()))
    expect(endOf(' 840', row)).toBe(endOf('floor FCP', benchHeader()))
    expect(endOf(' 213', row)).toBe(endOf('floor TBT', benchHeader()))
    expect(endOf(' 93', row)).toBe(endOf('floor perf', benchHeader()))
  })

  test('shows a floor not measured as "-", a pass, and the bench’s own misses after it', () => {
    const row = benchRow({ route: '/', figures: figures(), jsKb: undefined, performanceRuns: [100], missed: ['no such pre-rendered route'] })
    expect(row).toMatch(/ +- +900 +1100 +20 +0\.000 +- +- +- .* pass {2}MISSED: no such pre-rendered route$/)
  })
})

describe("the closing line on issue 25's calibrated target", () => {
  const route = (performance: number, floorPerformance?: number) =>
    figures({ scores: { ...perfect, performance }, ...(floorPerformance === undefined ? {} : { floor: { fcpMs: 900, tbtMs: 20, performance: floorPerformance } }) })

  test('counts the routes at 97 or more, at the multiplier used', () => {
    expect(calibratedTargetSummary([route(97), route(100)], 10.7)).toBe(
      "Performance 97 or more (issue 25's target for the calibrated bench) at 10.7x: 2 of 2 route(s).",
    )
  })

  test('with the floor measured, says how many of the routes below it stay below without any script', () => {
    const routes = [route(100, 100), route(96, 99), route(90, 89), route(93, 96)]
    expect(calibratedTargetSummary(routes, 10.7)).toBe(
      "Performance 97 or more (issue 25's target for the calibrated bench) at 10.7x: 1 of 4 route(s); 2 of the 3 below it score under 97 without any script too (floor perf).",
    )
  })

  test('without the floor, or with every route at the target, says nothing of it', () => {
    expect(calibratedTargetSummary([route(90)], 4)).toMatch(/: 0 of 1 route\(s\)\.$/)
    expect(calibratedTargetSummary([route(100, 80)], 4)).toMatch(/: 1 of 1 route\(s\)\.$/)
  })
})

describe('the script-free copy for the floor', () => {
  test('drops every script element, inline, external and data, and keeps the rest', () => {
    const html =
      '<head><script>(function(d){})(document)</script><style>p{color:red}</style></head>' +
      '<body><p>Text</p><script id="vike_pageContext" type="application/json">{"pageId":"/pages/index"}</script>' +
      '<script src="/assets/entries/entry.js" type="module" async></script ></body>'
    expect(withoutScripts(html)).toBe('<head><style>p{color:red}</style></head><body><p>Text</p></body>')
  })

  test('refuses a page with a <noscript>, whose content only a browser without scripts shows', () => {
    expect(() => withoutScripts('<body><noscript><p>Enable JavaScript</p></noscript></body>')).toThrow(/noscript/)
  })
})
