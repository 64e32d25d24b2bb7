import { routePaths } from '../../content/routes'
import { formPages, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot, loadImagesForFullPage } from '../helpers/screenshots'
import { gotoForSnapshot, gotoWithoutScriptsForSnapshot } from '../helpers/fonts'
import { notFoundPath } from '../helpers/prerendered'

// Every route of content/routes.ts has a full-page snapshot at both widths: the pages the other specs of this
// folder already snapshot (with set-ups of their own, e.g. a blog category chosen) are listed here, and this spec
// takes every other route. A new route is snapshotted here without anyone having to remember it.

/** Routes whose full-page snapshot another spec in tests/visual takes. */
export const snapshottedElsewhere: readonly string[] = [
  '/', // home.spec.ts
  '/solutions', // solutions.spec.ts
  '/industries', // industries.spec.ts
  '/about', // company-pages.spec.ts
  '/get-started',
  '/solutions/content-impact',
  '/solutions/degradation-detection',
  '/solutions/ai-model-optimization',
  '/blog', // blog.spec.ts
  '/blog/financial-services',
  '/opt-out-preferences', // consent.spec.ts
  '/privacy-policy',
  '/contact-us', // forms.spec.ts
  '/demo',
  '/white-papers',
  '/white-papers/ai-model-degradation',
]

// Reduced motion stops the carousel and skips reveal transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

const snapshotName = (path: string) => `route${path.replaceAll('/', '-')}.png`

test('the routes snapshotted elsewhere are routes of content/routes.ts', () => {
  expect(snapshottedElsewhere.filter((path) => !routePaths.includes(path))).toEqual([])
})

for (const path of routePaths.filter((route) => !snapshottedElsewhere.includes(route))) {
  test(`${path} matches its full-page snapshot`, baselinesAtBothWidths(snapshotName(path)), async ({ page, thirdParty }) => {
    if (formPages[path]) await serveFakeForms(thirdParty)
    await gotoForSnapshot(page, path)
    await loadImagesForFullPage(page)
    await expect(page.locator('[data-form-state="loading"]')).toHaveCount(0)
    await expectScreenshot(page, snapshotName(path), { fullPage: true })
  })
}

test.describe('without JavaScript', () => {
  // With JavaScript the 404 page moves on to / (SPEC §2), so only the pre-rendered page stays to be seen.
  test.use({ javaScriptEnabled: false })

  test('the 404 page matches its full-page snapshot', baselinesAtBothWidths('not-found-no-js.png'), async ({ page, browserConsole }) => {
    browserConsole.expectNotFoundStatus(notFoundPath)
    const response = await gotoWithoutScriptsForSnapshot(page, notFoundPath)
    expect(response?.status()).toBe(404)
    await expectScreenshot(page, 'not-found-no-js.png', { fullPage: true })
  })
})
