import { describe, expect, test } from 'vitest'
import { benchHeader, benchRow, firstPaintMisses, median, withoutScripts, type RouteFigures } from './first-paint.mjs'

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
    expect(firstPaintMisses(figures({ fcpMs: 1140, floorFcpMs: 990 }))).toEqual([])
    expect(firstPaintMisses(figures({ fcpMs: 1141, floorFcpMs: 990 }))).toEqual(['FCP 1141 > 1000 and > floor 990 + 150'])
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
  test('puts the floor beside FCP and the verdict after the runs, in the columns of the header', () => {
    const row = benchRow({ route: '/about', figures: figures({ fcpMs: 1180, floorFcpMs: 840.4 }), jsKb: 97.24, performanceRuns: [99, 100, 100], missed: [] })
    expect(benchHeader()).toMatch(/^route +perf +a11y +bp +seo +JS KB +FCP ms +floor +LCP ms +TBT ms +CLS {2}perf runs {2}first paint/)
    expect(row).toMatch(/^\/about +100 +100 +100 +100 +97\.2 +1180 +840 +1100 +20 +0\.000 {2}99\/100\/100 {2}miss: FCP 1180 > 1000 and > floor 840 \+ 150$/)
    expect(row.indexOf('1180') + '1180'.length).toBe(benchHeader().indexOf('FCP ms') + 'FCP ms'.length)
    expect(row.indexOf(' 840') + ' 840'.length).toBe(benchHeader().indexOf('floor') + 'floor'.length)
  })

  test('shows a floor not measured as "-", a pass, and the bench’s own misses after it', () => {
    const row = benchRow({ route: '/', figures: figures(), jsKb: undefined, performanceRuns: [100], missed: ['no such pre-rendered route'] })
    expect(row).toMatch(/ +- +900 +- +1100 .* pass {2}MISSED: no such pre-rendered route$/)
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
