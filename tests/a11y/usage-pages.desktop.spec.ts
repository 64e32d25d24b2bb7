import { distinctPairs, measureRenderedPairs, pairsBelowAA } from '../helpers/contrast'
import { expect, expectNoAxeViolations, openStory, storyTest as test } from '../helpers/fixtures'
import { isUsagePage, ladleStories } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'

const usagePages = ladleStories().filter(({ filePath }) => isUsagePage(filePath))

test('the usage pages are found, so none can drop out of this spec unnoticed', () => {
  // design-system/docs/usage.test.ts fails when a component lacks its page; this guards the discovery here.
  expect(usagePages.length).toBeGreaterThanOrEqual(5)
  expect(usagePages.map(({ id }) => id)).toContain('actions--button--usage')
})

// A usage page is prose around an example the component's own stories already shoot: axe and the rendered contrast
// of every text and control, at the desktop width, and no screenshot, so its wording and its generated "Where the
// site uses it" list change without re-recording anything. Its pairs stay out of the Colour page's list of pairs in
// use (contrast-in-use.json), which lists what the components render.
for (const { id } of usagePages) {
  test(`usage page ${id} passes axe and the contrast check`, async ({ storyPage: page }) => {
    test.info().annotations.push({ type: annotationTypes.story, description: id })
    await openStory(page, id)
    await expectNoAxeViolations(page)
    expect(pairsBelowAA(distinctPairs(await measureRenderedPairs(page))), 'rendered pairs below WCAG AA').toEqual([])
  })
}
