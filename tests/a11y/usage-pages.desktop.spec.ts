import { expect, expectNoAxeViolations, openStory, storyTest as test } from '../helpers/fixtures'
import { baselines, expectScreenshot } from '../helpers/screenshots'
import { isUsagePage, ladleStories } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'

const usagePages = ladleStories().filter(({ filePath }) => isUsagePage(filePath))

test('the usage pages are found, so none can drop out of this spec unnoticed', () => {
  // design-system/docs/usage.test.ts fails when a component lacks its page; this guards the discovery here.
  expect(usagePages.length).toBeGreaterThanOrEqual(5)
  expect(usagePages.map(({ id }) => id)).toContain('actions--button--usage')
})

// A usage page is a story like any other (axe, snapshot), checked at the desktop width only.
for (const { id } of usagePages) {
  test(`usage page ${id} passes axe and matches its snapshot`, baselines({ desktop: [`${id}.png`] }), async ({ storyPage: page }) => {
    test.info().annotations.push({ type: annotationTypes.story, description: id })
    await openStory(page, id)
    await expectNoAxeViolations(page)
    await expectScreenshot(page, `${id}.png`, { fullPage: true })
  })
}
