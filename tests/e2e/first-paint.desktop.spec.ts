import type { Page } from '@playwright/test'
import { entryAttribute, hydratedAttribute, jsFailedAttribute } from '../../renderer/document'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

// What the first paint waits for (renderer/README.md, "Loading"): a pre-rendered page paints from its HTML, then
// fetches its JavaScript (renderer/document.ts `entryLoaderScript`); an article's lead image does not compete with it.

/**
 * Opens `path` and lists the site's own scripts requested before its first contentful paint, as paint timing reports
 * it (the paint's presentation, which Lighthouse's first paint and largest paint are measured against). Then waits for
 * hydration.
 */
async function scriptsBeforeFirstPaint(page: Page, path: string) {
  await gotoHydrated(page, path)
  return page.evaluate(() => {
    const [firstPaint] = performance.getEntriesByName('first-contentful-paint')
    if (!firstPaint) throw new Error('the page reports no first contentful paint')
    const scripts = performance
      .getEntriesByType('resource')
      .map(({ name, startTime }) => ({ url: new URL(name), startTime }))
      .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
    if (scripts.length === 0) throw new Error('the page fetched no script of its own')
    return scripts.filter(({ startTime }) => startTime < firstPaint.startTime).map(({ url }) => url.pathname)
  })
}

for (const path of ['/', '/about', '/blog/nimbus-mri', '/white-papers']) {
  test(`${path} paints before it requests any of its own JavaScript, then hydrates`, async ({ page }) => {
    expect(await scriptsBeforeFirstPaint(page, path)).toEqual([])
  })
}

test('a browser without paint timing starts the JavaScript after the next frame, and the page hydrates', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: Object.freeze(['layout-shift']) }))
  await gotoHydrated(page, '/about')
  await expect(page.locator(`html[${jsFailedAttribute}]`)).not.toBeAttached()
})

test("the check finds Vike's own entry script, which is fetched before the first paint", async ({ page }) => {
  await page.route('/about', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(new RegExp(`<script ${entryAttribute}="([^"]+)"[^>]*>.*?</script>`), '<script src="$1" type="module" async></script>')
    await route.fulfill({ response, body: html })
  })
  expect(await scriptsBeforeFirstPaint(page, '/about')).toContainEqual(expect.stringMatching(/^\/assets\/entries\/entry-client-routing\./))
})

test('a chunk that cannot be fetched brings the no-JavaScript layout back, with the page still readable', async ({ page, browserConsole }) => {
  let aborted = 0
  await page.route('**/assets/chunks/*.js', async (route) => {
    // Chromium's own line for each failed chunk, allowed only from the chunks' URLs.
    browserConsole.expect('Failed to load resource: net::ERR_FAILED', { pathname: new URL(route.request().url()).pathname })
    aborted += 1
    await route.abort()
  })
  await page.goto('/about')
  await expect(page.locator(`html[${jsFailedAttribute}]`)).toBeAttached()
  expect(aborted).toBeGreaterThan(0)
  await expect(page.locator(`html[${hydratedAttribute}]`)).not.toBeAttached()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test("an article's lead image, in view on its first screen, keeps the low priority it asks for", async ({ page }) => {
  // Chromium raises an image's priority when layout finds it in view (to Medium here; Lighthouse's mobile run saw High).
  // The article's heading is its largest paint, so the image must not compete with the scripts and text for bandwidth.
  const path = '/blog/nimbus-mri'
  const leadImageSrc = '/images/blog/nimbus-mri.svg'
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  const priorities = new Map<string, string[]>()
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname === leadImageSrc) priorities.set(requestId, [request.initialPriority])
  })
  session.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => priorities.get(requestId)?.push(newPriority))
  await gotoHydrated(page, path)
  await expect(page.locator(`article img[src="${leadImageSrc}"]`)).toBeInViewport()
  expect([...priorities.values()], `priorities of ${path}'s lead image`).toEqual([['Low']])
})
