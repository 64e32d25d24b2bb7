import { expect, gotoHydrated, screenshotTolerance, test } from '../helpers/fixtures'

test.use({ reducedMotion: 'reduce' })

test('the accessibility statement matches its full-page snapshot', async ({ page }) => {
  await gotoHydrated(page, '/accessibility')
  await expect(page).toHaveScreenshot('accessibility.png', { fullPage: true, ...screenshotTolerance })
})
