import { expect, expectNoAxeViolations, storyTest as test } from '../helpers/fixtures'
import { storiesOrigin } from '../helpers/ports'
import { ladleStoryIds } from '../helpers/prerendered'

// Every story is a fixture: it must pass axe and match its committed
// screenshot in both projects (desktop 1280 and mobile 390 wide).
for (const id of ladleStoryIds()) {
  test(`story ${id} passes axe and matches its snapshot`, async ({ storyPage: page }) => {
    test.info().annotations.push({ type: 'story', description: id })
    await page.goto(`${storiesOrigin}/?story=${id}&mode=preview`)
    // Attached, not visible: a story of fixed-position parts (a header) leaves <html> without a box.
    await page.locator('[data-storyloaded]').waitFor({ state: 'attached' })
    await page.evaluate(() => document.fonts.ready)
    await expectNoAxeViolations(page)
    await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true })
  })
}
