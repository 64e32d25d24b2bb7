import { describe, expect, it } from 'vitest'
import { budgetProblems, pageAssets } from './budget.mjs'

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

describe('pageAssets', () => {
  it('follows static imports from the HTML scripts and the page entry, and leaves other pages out', () => {
    const assets = pageAssets(manifest, page('/pages/index'))
    expect(assets.firstLoad.sort()).toEqual([
      'assets/chunks/react.js',
      'assets/chunks/shared.js',
      'assets/entries/entry-client-routing.js',
      'assets/entries/pages_index.js',
    ])
    expect(assets.firstLoad).not.toContain('assets/entries/pages_about.js')
    expect(assets.css).toEqual(['assets/static/style.css'])
    expect(assets.inlineScripts).toHaveLength(1)
  })

  it('measures a lazy chunk with what it adds to first load, not what first load already has', () => {
    const { lazy } = pageAssets(manifest, page('/pages/index'))
    expect(lazy).toEqual([{ name: 'design-system/components/LogoCarousel/MovingStrip.tsx', files: ['assets/chunks/strip.js', 'assets/chunks/swiper.js'] }])
  })

  it('fails when a script is not in the manifest', () => {
    expect(() => pageAssets(manifest, page('/pages/index', '/assets/entries/renamed.js'))).toThrow(/renamed\.js is not in the build manifest/)
  })

  it('fails when the page entry cannot be resolved', () => {
    expect(() => pageAssets(manifest, page('/pages/missing'))).toThrow(/page-entry:client:\/pages\/missing is not in the build manifest/)
    expect(() => pageAssets(manifest, '<html><body><main></main></body></html>')).toThrow(/no Vike page context/)
  })
})

describe('budgetProblems', () => {
  const row = { route: '/x', jsKb: 90, jsBudgetKb: 100, cssKb: 8, htmlKb: 3, files: 4, lazy: [{ name: 'swiper', kb: 20 }] }

  it('passes a page within every budget', () => {
    expect(budgetProblems(row)).toEqual([])
  })

  it('names each budget a page misses', () => {
    expect(budgetProblems({ ...row, jsKb: 100.1, cssKb: 12.5, lazy: [{ name: 'swiper', kb: 61 }] })).toEqual([
      'first-load JS 100.1 KB > 100 KB',
      'CSS 12.5 KB > 12 KB',
      'lazy chunk swiper 61.0 KB > 60 KB',
    ])
  })
})
