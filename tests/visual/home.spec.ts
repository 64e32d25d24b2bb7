import { test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot, loadImagesForFullPage } from '../helpers/screenshots'
import { gotoForSnapshot } from '../helpers/fonts'

// Reduced motion stops the carousel and skips reveal transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

test('Home matches its full-page snapshot', baselinesAtBothWidths('home.png'), async ({ page }) => {
  await gotoForSnapshot(page, '/')
  await loadImagesForFullPage(page)
  await expectScreenshot(page, 'home.png', { fullPage: true })
})
