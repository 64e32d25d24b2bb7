import { test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot } from '../helpers/screenshots'
import { gotoForSnapshot, gotoWithoutScriptsForSnapshot } from '../helpers/fonts'

// Reduced motion skips transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

test('Industries matches its full-page snapshot, cards closed', baselinesAtBothWidths('industries.png'), async ({ page }) => {
  await gotoForSnapshot(page, '/industries')
  await expectScreenshot(page, 'industries.png', { fullPage: true })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Industries matches its full-page snapshot with every card open', baselinesAtBothWidths('industries-no-js.png'), async ({ page }) => {
    await gotoWithoutScriptsForSnapshot(page, '/industries')
    await expectScreenshot(page, 'industries-no-js.png', { fullPage: true })
  })
})
