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

// axe is loaded once per document (helpers/fixtures.ts); a frame must still be scanned, and a later scan of the
// same document must see what changed since the first.
test('axe scans frames and sees later changes to a document it has scanned', async ({ page }) => {
  // axe's frames answer only their own origin, and about:blank has none: write the page over one of ours.
  await page.goto('/robots.txt')
  await page.setContent(
    '<!doctype html><html lang="en"><title>axe</title><body><main><h1>Heading</h1>' +
      '<iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>inner</title><body><main><button></button></main></body></html>"></iframe>' +
      '</main></body></html>',
  )
  await expect.poll(() => page.frames().length).toBe(2)
  expect((await scanWithAxe(page)).violations).toEqual([expect.stringMatching(/^button-name \(critical\): iframe button$/)])
  await page.locator('iframe').evaluate((frame: HTMLIFrameElement) => frame.remove())
  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<input type="text">'))
  expect((await scanWithAxe(page)).violations).toEqual([expect.stringMatching(/^label \(critical\): input$/)])
})
