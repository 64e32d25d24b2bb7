import { expect, expectNoAxeViolations, screenshotTolerance, storyTest as test } from '../helpers/fixtures'
import { storiesOrigin } from '../helpers/ports'
import { ladleStories, storiesMissingFromLadle, storyExportsInSource } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'

const stories = ladleStories()

// Discovery must not shrink silently: a story Ladle's build lost would otherwise just stop being tested.
test('Ladle lists every story export of design-system/**/*.stories.tsx', () => {
  const source = storyExportsInSource()
  expect(storiesMissingFromLadle(source, stories), 'stories missing from build/meta.json').toEqual([])
  expect(stories.length, `Ladle stories against ${source.length} story exports in the source`).toBeGreaterThanOrEqual(source.length)
})

test('the story comparison names each story Ladle lacks', () => {
  const badge = 'design-system/components/Badge/Badge.stories.tsx'
  const source = [
    { filePath: badge, namedExport: 'AllTones' },
    { filePath: badge, namedExport: 'CookieStates' },
  ]
  expect(storiesMissingFromLadle(source, [{ filePath: badge, namedExport: 'AllTones' }])).toEqual([`${badge}#CookieStates`])
})

// Every story is a fixture: it must pass axe and match its committed
// screenshot in both projects (desktop 1280 and mobile 390 wide).
for (const { id } of stories) {
  test(`story ${id} passes axe and matches its snapshot`, async ({ storyPage: page }) => {
    test.info().annotations.push({ type: annotationTypes.story, description: id })
    await page.goto(`${storiesOrigin}/?story=${id}&mode=preview`)
    // Attached, not visible: a story of fixed-position parts (a header) leaves <html> without a box.
    await page.locator('[data-storyloaded]').waitFor({ state: 'attached' })
    await page.evaluate(async () => {
      await document.fonts.ready
    })
    await expectNoAxeViolations(page)
    await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true, ...screenshotTolerance })
  })
}
