import { whitePaperSlugs } from '../../content/white-papers/papers'
import { serveFakeForms } from '../helpers/fake-hubspot'
import { expect, test, type ThirdParty } from '../helpers/fixtures'
import { expectScreenshot } from '../helpers/screenshots'
import { gotoForSnapshot } from '../helpers/fonts'

// Reduced motion stops the carousel and skips reveal transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

// The four papers share one template and differ only in copy, so one of them stands for the others.
const pages = ['/contact-us', '/demo', '/white-papers', `/white-papers/${whitePaperSlugs[0]}`]

async function snapshot(page: import('@playwright/test').Page, thirdParty: ThirdParty, path: string) {
  await serveFakeForms(thirdParty)
  await gotoForSnapshot(page, path)
  // Lazy images load as they near the viewport; bring each one in before the full-page shot.
  for (const image of await page.locator('img[loading="lazy"]').all()) await image.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true)
  await expect(page.locator('[data-form-state="loading"]')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  const name = path.slice(1).replaceAll('/', '-')
  await expectScreenshot(page, `${name}.png`, { fullPage: true })
}

for (const path of pages) {
  test(`${path} matches its full-page snapshot with the embed served`, async ({ page, thirdParty }) => {
    await snapshot(page, thirdParty, path)
  })
}
