import { describe, expect, it, test } from 'vitest'
import { cookieCopy } from '../../content/cookies'
import { entryAttribute } from '../../renderer/document'
import { withEntryAfterPaint } from '../../renderer/generate/entryAfterPaintPlugin'
import { budgetProblems, consentBannerLabel, firstLoadParts, inlinedFontBytes, pageScripts } from './budget.mjs'
import { budgetFor, firstLoadBudgets, firstVisitFontKb } from './budgets.mjs'

const manifest = {
  'node_modules/vike/dist/client/runtime-client-routing/entry.js': {
    file: 'assets/entries/entry-client-routing.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['virtual:vike:page-entry:client:/pages/index', 'virtual:vike:page-entry:client:/pages/about'],
  },
  'virtual:vike:page-entry:client:/pages/index': {
    file: 'assets/entries/pages_index.js',
    imports: ['_shared.js', '_react.js'],
    dynamicImports: ['design-system/components/LogoCarousel/MovingStrip.tsx'],
  },
  'virtual:vike:page-entry:client:/pages/about': { file: 'assets/entries/pages_about.js', imports: ['_video.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/chunks/react.js' },
  '_video.js': { file: 'assets/chunks/video.js' },
  '_swiper.js': { file: 'assets/chunks/swiper.js', imports: ['_react.js'] },
  'design-system/components/LogoCarousel/MovingStrip.tsx': { file: 'assets/chunks/strip.js', imports: ['_swiper.js', '_shared.js'] },
  'style.css': { file: 'assets/static/style.css' },
}

const page = (pageId: string, script = '/assets/entries/entry-client-routing.js') => `<!doctype html><html><head>
<script>document.documentElement.setAttribute('data-js','')</script>
<link rel="stylesheet" href="/assets/static/style.css">
</head><body><main><h1>Hi</h1></main>
<script id="vike_pageContext" type="application/json">{"pageId":"${pageId}"}</script>
<script src="${script}" type="module" async></script></body></html>`

describe('pageScripts', () => {
  it('follows static imports from the HTML scripts and the page entry, and leaves other pages out', () => {
    const scripts = pageScripts(manifest, page('/pages/index'))
    expect(scripts.entry.sort()).toEqual([
      'assets/chunks/react.js',
      'assets/chunks/shared.js',
      'assets/entries/entry-client-routing.js',
      'assets/entries/pages_index.js',
    ])
    expect(scripts.entry).not.toContain('assets/entries/pages_about.js')
  })

  it('lists a dynamic import with what it adds to the entry, not what the entry already has', () => {
    const { lazy } = pageScripts(manifest, page('/pages/index'))
    expect(lazy).toEqual([{ name: 'design-system/components/LogoCarousel/MovingStrip.tsx', files: ['assets/chunks/strip.js', 'assets/chunks/swiper.js'] }])
  })

  it('reads the entry from the loader that imports it after first paint as from a module script', () => {
    // The build's own rewrite, so a renamed loader attribute fails here rather than in a budget that quietly measures less.
    const loaded = withEntryAfterPaint(page('/pages/index'), '/index.html')
    expect(loaded).toContain(`${entryAttribute}=`)
    expect(pageScripts(manifest, loaded).entry.sort()).toEqual(pageScripts(manifest, page('/pages/index')).entry.sort())
  })

  it('fails when a script is not in the manifest', () => {
    expect(() => pageScripts(manifest, page('/pages/index', '/assets/entries/renamed.js'))).toThrow(/renamed\.js is not in the build manifest/)
  })

  it('fails when the page entry cannot be resolved', () => {
    expect(() => pageScripts(manifest, page('/pages/missing'))).toThrow(/page-entry:client:\/pages\/missing is not in the build manifest/)
    expect(() => pageScripts(manifest, '<html><body><main></main></body></html>')).toThrow(/no Vike page context/)
  })
})

describe('firstLoadParts', () => {
  const origin = 'http://127.0.0.1:4330'
  const scripts = pageScripts(manifest, page('/pages/index'))
  const fetchedEntry = scripts.entry.map((file) => ({ url: `${origin}/${file}`, bytes: 10 * 1024 }))

  it('splits what the browser fetched into HTML, CSS, fonts, entry JS and JS fetched during load', () => {
    const parts = firstLoadParts({
      documentBytes: 5 * 1024,
      inlineFontBytes: 0,
      scripts,
      fetched: [
        ...fetchedEntry,
        { url: `${origin}/assets/static/style.css`, bytes: 8 * 1024 },
        { url: `${origin}/assets/static/inter-latin.woff2`, bytes: 30 * 1024 },
        { url: `${origin}/assets/chunks/strip.js`, bytes: 20 * 1024 },
        { url: `${origin}/assets/chunks/swiper.js?v=1`, bytes: 2 * 1024 },
        // Images and the favicon are no part of first load.
        { url: `${origin}/images/hero.svg`, bytes: 50 * 1024 },
        { url: `${origin}/favicon.svg`, bytes: 1024 },
      ],
    })
    expect(parts).toEqual({ html: 5, css: 8, fonts: 30, jsEntry: 40, jsDuringLoad: 22, js: 62, total: 105 })
  })

  it('counts the fonts inlined into the HTML as fonts, not HTML', () => {
    const parts = firstLoadParts({ documentBytes: 50 * 1024, inlineFontBytes: 40 * 1024, scripts, fetched: fetchedEntry })
    expect(parts).toMatchObject({ html: 10, fonts: 40, total: 90 })
  })

  it('fails when the browser did not fetch a file the manifest puts in the entry', () => {
    expect(() => firstLoadParts({ documentBytes: 1024, inlineFontBytes: 0, scripts, fetched: fetchedEntry.slice(1) })).toThrow(
      /entry files were not fetched by the browser: \/assets\/(chunks|entries)\//,
    )
  })
})

describe('inlinedFontBytes', () => {
  it("adds up the decoded size of the stylesheet's data: fonts, and nothing else", () => {
    const font = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64')
    const html = `<style>@font-face{src:url(data:font/woff2;base64,${font(3000)}) format("woff2")}@font-face{src:url("data:font/woff2;base64,${font(1000)}")}.x{background:url(data:image/png;base64,${font(500)})}@font-face{src:url(/assets/static/inter-rest.woff2)}</style>`
    expect(inlinedFontBytes(html)).toBe(4000)
    expect(inlinedFontBytes('<style>@font-face{src:url(/a.woff2)}</style>')).toBe(0)
  })
})

describe('budgetProblems', () => {
  const kb = { html: 5, css: 8, fonts: 30, jsEntry: 80, jsDuringLoad: 10, js: 90, total: 133 }
  const row = { route: '/x', kb, budget: { jsKb: 100, totalKb: 140 }, requests: 9, lazy: [{ name: 'swiper', kb: 20 }] }

  it('passes a page within every budget', () => {
    expect(budgetProblems(row)).toEqual([])
  })

  it('names each budget a page misses', () => {
    const over = { ...kb, jsDuringLoad: 20.1, js: 100.1, total: 143.1 }
    expect(budgetProblems({ ...row, kb: over, lazy: [{ name: 'swiper', kb: 61 }] })).toEqual([
      'first-load JS 100.1 KB > 100 KB',
      'first-load total 143.1 KB > 140 KB',
      'lazy chunk swiper 61.0 KB > 60 KB',
    ])
  })

  it('fails on the total alone when CSS or fonts grow and JavaScript does not', () => {
    expect(budgetProblems({ ...row, kb: { ...kb, fonts: 40, total: 143 } })).toEqual(['first-load total 143.0 KB > 140 KB'])
  })

  it('fails fonts over the first-visit font budget, whatever room the total has', () => {
    const heavyFonts = { ...kb, fonts: firstVisitFontKb + 0.1, total: 133 }
    expect(budgetProblems({ ...row, kb: heavyFonts })).toEqual([`first-load fonts ${(firstVisitFontKb + 0.1).toFixed(1)} KB > ${firstVisitFontKb} KB`])
  })

  it('fails a route that has no budget, so a new page gets one', () => {
    expect(budgetProblems({ ...row, budget: undefined })).toEqual(['no budget for /x: add it to firstLoadBudgets in tests/perf/budgets.mjs'])
  })
})

describe('budgets', () => {
  it('give every budgeted route a JS budget below its total budget', () => {
    for (const [route, budget] of Object.entries(firstLoadBudgets)) {
      expect(budget.jsKb, route).toBeLessThan(budget.totalKb)
      expect(budgetFor(route)).toBe(budget)
    }
    expect(budgetFor('/not-a-route')).toBeUndefined()
  })

  it('give a post or white paper added as content the largest row of its collection, and no other new route a row', () => {
    expect(budgetFor('/blog/a-new-post')).toEqual({ jsKb: 97.8, totalKb: 154.5 })
    expect(budgetFor('/white-papers/a-new-paper')).toEqual({ jsKb: 97.8, totalKb: 150.9 })
    expect(budgetFor('/solutions/a-new-page')).toBeUndefined()
  })
})

test('the budget waits for the consent banner by its accessible name', () => {
  expect(consentBannerLabel).toBe(cookieCopy.banner.label)
})
