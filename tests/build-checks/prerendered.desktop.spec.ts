import type { Page } from '@playwright/test'
import { home } from '../../content/pages/home'
import { expect, test } from '../helpers/fixtures'
import { pendingRoutes } from '../helpers/pending-routes'
import {
  builtHtml,
  checkRouteTable,
  checkedRoutes,
  notFoundPath,
  prerenderedPaths,
  routeTableProblems,
  type PrerenderedBuild,
} from '../helpers/prerendered'

// What the build holds, read from dist/client: its routes against the route table, and each page's HTML parsed with
// no JavaScript at all, as a crawler or a visitor without it gets it. Desktop only: none of it depends on the viewport.

test.describe('the route table is the one truth', () => {
  test('the build holds exactly the routes of content/routes.ts, minus the pending ones, and the 404 page', () => {
    const check = checkRouteTable()
    test.info().annotations.push({ type: 'route-table', description: `${check.built.length} built, ${pendingRoutes.length} pending` })
    expect(routeTableProblems(check), 'route table against dist/client').toEqual([])
  })

  test('the check names missing, extra, built-but-pending and unknown pending paths', () => {
    const build: PrerenderedBuild = { paths: ['/', '/about', '/old-page'], legacyRedirectPages: [], notFoundPage: false, strayHtml: ['stray.html'] }
    const check = checkRouteTable(build, { table: ['/', '/about', '/blog', '/demo'], pending: ['/about', '/demo', '/gone'] })
    expect(routeTableProblems(check)).toEqual([
      'missing from the build: /blog',
      'built but not in content/routes.ts: /old-page, dist/client/stray.html',
      'built, so remove from tests/helpers/pending-routes.ts: /about',
      'pending but not in content/routes.ts: /gone',
      'dist/client/404.html (the 404 page) is missing',
    ])
  })
})

test('the build holds every route the raw-HTML check reads', () => {
  const built = new Set(prerenderedPaths())
  expect(checkedRoutes.filter((path) => !built.has(path)), 'routes missing from dist/client').toEqual([])
})

/** No client-only pages: copy that only JavaScript renders is invisible to crawlers and to visitors without it. */
const minimumWords = 30

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** What is wrong with the pre-rendered `<main>` of the loaded page: one `<h1>` with text and, with `copy`, real copy. */
async function mainProblems(page: Page, { copy }: { copy: boolean }): Promise<string[]> {
  const mains = await page.locator('main').count()
  if (mains !== 1) return [`${mains} <main> elements`]
  const main = page.locator('main')
  const headings = await main.locator('h1').count()
  if (headings !== 1) return [`${headings} <h1> elements in <main>`]
  const problems: string[] = []
  const headingText = (await main.locator('h1').innerText()).trim()
  if (headingText === '') problems.push('the <h1> is empty')
  const words = countWords(await main.innerText()) - countWords(headingText)
  if (copy && words < minimumWords) problems.push(`${words} words in <main> outside the <h1>, fewer than ${minimumWords}`)
  return problems
}

/** Serves exactly `html` at `path` to the page, so relative styles resolve as they would in production. */
async function openRaw(page: Page, path: string, html: string) {
  await page.route((url) => url.pathname === path, (route) => route.fulfill({ contentType: 'text/html', body: html }))
  await page.goto(path)
}

test.describe('raw pre-rendered HTML', () => {
  test.use({ javaScriptEnabled: false })

  // One page for every route, a step each: a context per route cost more than reading its HTML (35 tests, 122 s).
  test('every route has one h1 and real copy in <main> before any JavaScript runs', async ({ page }) => {
    // One test reads every page, so it gets a page's worth of the default timeout per route: a loaded machine took
    // 32 s for the 35 pages and failed at the single test's 30 s.
    test.setTimeout(checkedRoutes.length * 3_000)
    for (const path of [...checkedRoutes, notFoundPath]) {
      await test.step(path, async () => {
        // The built bytes, which the server sends as they are, parsed by the browser with scripts off.
        await openRaw(page, path, builtHtml(path))
        // The 404 page is one sentence and a link by design (SPEC §2); every route carries real copy.
        expect.soft(await mainProblems(page, { copy: path !== notFoundPath }), `pre-rendered <main> of ${path}`).toEqual([])
      })
    }
    test.info().annotations.push({ type: 'raw-html', description: `${checkedRoutes.length + 1} pages read` })
  })

  test('the check fails a client-only shell, a missing or doubled h1, and thin copy', async ({ page }) => {
    const pages = {
      '/shell': '<body><div id="root"><main></main></div></body>',
      '/no-main': '<body><h1>Title</h1><p>Copy</p></body>',
      '/two-headings': '<body><main><h1>One</h1><h1>Two</h1></main></body>',
      '/empty-heading': `<body><main><h1> </h1><p>${'word '.repeat(40)}</p></main></body>`,
      '/thin': '<body><main><h1>Title</h1><p>Only a few words here.</p></main></body>',
    }
    const found: Record<string, string[]> = {}
    for (const [path, html] of Object.entries(pages)) {
      await openRaw(page, path, `<!doctype html><html lang="en"><title>t</title>${html}</html>`)
      found[path] = await mainProblems(page, { copy: true })
    }
    expect(found).toEqual({
      '/shell': ['0 <h1> elements in <main>'],
      '/no-main': ['0 <main> elements'],
      '/two-headings': ['2 <h1> elements in <main>'],
      '/empty-heading': ['the <h1> is empty'],
      '/thin': ['5 words in <main> outside the <h1>, fewer than 30'],
    })
  })
})

test('Home is pre-rendered with its copy and the head the route table sets', () => {
  const html = builtHtml('/')
  expect(html).toContain(home.hero.heading)
  expect(html).toContain(home.tools.items[0]!.title)
  expect(html).toMatch(/<meta name="description" content="[^"]{15,}"/)
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/"/)
  expect(html).toMatch(/<meta property="og:type" content="website"/)
})
