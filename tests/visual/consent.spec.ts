import { cookieCopy } from '../../content/cookies'
import { expect, test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot } from '../helpers/screenshots'
import { gotoForSnapshot } from '../helpers/fonts'
import { bannerLabel, stubGtag } from '../e2e/consent-fixtures'

test.use({ reducedMotion: 'reduce' })

test.describe('banner', () => {
  test.use({ consent: 'none' })

  test('both banner views match their snapshots', baselinesAtBothWidths('banner-simple.png', 'banner-customize.png'), async ({ page, thirdParty }) => {
    await stubGtag(thirdParty)
    await gotoForSnapshot(page, '/privacy-policy')
    const banner = page.getByRole('region', { name: bannerLabel })
    await expect(banner).toBeVisible()
    await expectScreenshot(banner, 'banner-simple.png')
    await banner.getByRole('button', { name: cookieCopy.banner.buttons.customize }).click()
    // The focus ring on the first switch is part of the view a keyboard user gets.
    await expectScreenshot(banner, 'banner-customize.png')
  })
})

test('the preference center matches its full-page snapshot', baselinesAtBothWidths('opt-out-preferences.png'), async ({ page }) => {
  await gotoForSnapshot(page, '/opt-out-preferences')
  await expectScreenshot(page, 'opt-out-preferences.png', { fullPage: true })
})

test('the privacy policy matches its full-page snapshot', baselinesAtBothWidths('privacy-policy.png'), async ({ page }) => {
  await gotoForSnapshot(page, '/privacy-policy')
  await expectScreenshot(page, 'privacy-policy.png', { fullPage: true })
})
