import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot } from '../helpers/screenshots'
import { gotoForSnapshot, gotoWithoutScriptsForSnapshot } from '../helpers/fonts'

// Reduced motion skips transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

/** Brings lazy images in before a full-page shot, then returns to the top. */
async function loadImages(page: Page) {
  for (const image of await page.locator('img[loading="lazy"]:visible').all()) await image.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => !image.checkVisibility() || (image.complete && image.naturalWidth > 0)))).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 0))
}

test('Solutions matches its full-page snapshot, cards closed', baselinesAtBothWidths('solutions.png'), async ({ page }) => {
  await gotoForSnapshot(page, '/solutions')
  await expectScreenshot(page, 'solutions.png', { fullPage: true })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Solutions matches its full-page snapshot with every card open', baselinesAtBothWidths('solutions-no-js.png'), async ({ page }) => {
    await gotoWithoutScriptsForSnapshot(page, '/solutions')
    await loadImages(page)
    await expectScreenshot(page, 'solutions-no-js.png', { fullPage: true })
  })
})
