import { whitePaperSlugs } from '../../content/white-papers/papers'
import { serveFakeForms } from '../helpers/fake-hubspot'
import { expect, test, type ThirdParty } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot, loadImagesForFullPage } from '../helpers/screenshots'
import { gotoForSnapshot } from '../helpers/fonts'

// Reduced motion stops the carousel and skips reveal transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

// The four papers share one template and differ only in copy, so one of them stands for the others.
const pages = ['/contact-us', '/demo', '/white-papers', `/white-papers/${whitePaperSlugs[0]}`]

async function snapshot(page: import('@playwright/test').Page, thirdParty: ThirdParty, path: string) {
  await serveFakeForms(thirdParty)
  await gotoForSnapshot(page, path)
  await expect(page.locator('[data-form-state="loading"]')).toHaveCount(0)
  await loadImagesForFullPage(page)
  await expectScreenshot(page, snapshotName(path), { fullPage: true })
}

const snapshotName = (path: string) => `${path.slice(1).replaceAll('/', '-')}.png`

for (const path of pages) {
  test(`${path} matches its full-page snapshot with the embed served`, baselinesAtBothWidths(snapshotName(path)), async ({ page, thirdParty }) => {
    await snapshot(page, thirdParty, path)
  })
}
