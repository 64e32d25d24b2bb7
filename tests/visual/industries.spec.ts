import { expect, screenshotTolerance, test } from '../helpers/fixtures'
import { gotoForSnapshot, gotoWithoutScriptsForSnapshot } from '../helpers/fonts'

// Reduced motion skips transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

test('Industries matches its full-page snapshot, cards closed', async ({ page }) => {
  await gotoForSnapshot(page, '/industries')
  await expect(page).toHaveScreenshot('industries.png', { fullPage: true, ...screenshotTolerance })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Industries matches its full-page snapshot with every card open', async ({ page }) => {
    await gotoWithoutScriptsForSnapshot(page, '/industries')
    await expect(page).toHaveScreenshot('industries-no-js.png', { fullPage: true, ...screenshotTolerance })
  })
})
