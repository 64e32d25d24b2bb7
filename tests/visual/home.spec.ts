import { expect, test } from '../helpers/fixtures'
import { expectScreenshot } from '../helpers/screenshots'
import { gotoForSnapshot } from '../helpers/fonts'

// Reduced motion stops the carousel and skips reveal transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

test('Home matches its full-page snapshot', async ({ page }) => {
  await gotoForSnapshot(page, '/')
  // Lazy images load as they near the viewport; bring each one in before the full-page shot.
  for (const image of await page.locator('img[loading="lazy"]').all()) await image.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectScreenshot(page, 'home.png', { fullPage: true })
})
