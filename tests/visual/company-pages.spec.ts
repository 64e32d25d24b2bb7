import { test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot, loadImagesForFullPage } from '../helpers/screenshots'
import { gotoForSnapshot } from '../helpers/fonts'
import { companyPages } from './company-pages'

// Reduced motion skips reveal transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

for (const { path, name } of companyPages) {
  test(`${path} matches its full-page snapshot`, baselinesAtBothWidths(`${name}.png`), async ({ page }) => {
    await gotoForSnapshot(page, path)
    await loadImagesForFullPage(page)
    await expectScreenshot(page, `${name}.png`, { fullPage: true })
  })
}
