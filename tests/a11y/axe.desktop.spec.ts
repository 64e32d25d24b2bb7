import { expect, expectNoAxeViolations, scanWithAxe, test } from '../helpers/fixtures'

// The route scans fail on WCAG violations and only report best-practice
// findings; this proves the split. Desktop only: it does not depend on the viewport.
test('scanWithAxe fails WCAG violations and reports best-practice findings apart', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>axe</title><body>' +
      '<main><h1>Heading</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="8" height="8"></main>' +
      '<p>Copy outside every landmark.</p></body></html>',
  )
  const { violations, bestPractice } = await scanWithAxe(page)
  expect(violations).toEqual([expect.stringMatching(/^image-alt \(critical\): img$/)])
  expect(bestPractice).toEqual([expect.stringMatching(/^region \(moderate\): p$/)])
})

test('expectNoAxeViolations checks the WCAG tags only', async ({ page }) => {
  // Only a best-practice finding (content outside landmarks): no WCAG rule fails.
  await page.setContent('<!doctype html><html lang="en"><title>axe</title><body><main><h1>Heading</h1></main><p>Outside.</p></body></html>')
  await expectNoAxeViolations(page)
  expect((await scanWithAxe(page)).bestPractice).toEqual([expect.stringMatching(/^region /)])
})
