import { test } from '../helpers/fixtures'
import { baselines, expectScreenshot, loadImagesForFullPage } from '../helpers/screenshots'
import { gotoWithoutScriptsForSnapshot } from '../helpers/fonts'
import { companyPages } from './company-pages'

// The pre-rendered HTML alone, read on a phone: every revealed section visible, the
// video a link. One width is enough: the hydrated snapshots cover both layouts.
test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' })

for (const { path, name } of companyPages) {
  test(`${path} without JavaScript matches its full-page snapshot`, baselines({ mobile: [`${name}-no-js.png`] }), async ({ page }) => {
    await gotoWithoutScriptsForSnapshot(page, path)
    await loadImagesForFullPage(page)
    await expectScreenshot(page, `${name}-no-js.png`, { fullPage: true })
  })
}
