import { cookieCopy } from '../../content/cookies'
import { expect, screenshotTolerance, test } from '../helpers/fixtures'
import { gotoForSnapshot } from '../helpers/fonts'
import { bannerLabel, stubGtag } from '../e2e/consent-fixtures'

test.use({ reducedMotion: 'reduce' })

test.describe('banner', () => {
  test.use({ consent: 'none' })

  test('both banner views match their snapshots', async ({ page, thirdParty }) => {
    await stubGtag(thirdParty)
    await gotoForSnapshot(page, '/privacy-policy')
    const banner = page.getByRole('region', { name: bannerLabel })
    await expect(banner).toBeVisible()
    await expect(banner).toHaveScreenshot('banner-simple.png', screenshotTolerance)
    await banner.getByRole('button', { name: cookieCopy.banner.buttons.customize }).click()
    // The focus ring on the first switch is part of the view a keyboard user gets.
    await expect(banner).toHaveScreenshot('banner-customize.png', screenshotTolerance)
  })
})

test('the preference center matches its full-page snapshot', async ({ page }) => {
  await gotoForSnapshot(page, '/opt-out-preferences')
  await expect(page).toHaveScreenshot('opt-out-preferences.png', { fullPage: true, ...screenshotTolerance })
})

test('the privacy policy matches its full-page snapshot', async ({ page }) => {
  await gotoForSnapshot(page, '/privacy-policy')
  await expect(page).toHaveScreenshot('privacy-policy.png', { fullPage: true, ...screenshotTolerance })
})
