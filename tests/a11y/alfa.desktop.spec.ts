import { expect, test } from '../helpers/fixtures'
import { scanWithAlfa } from '../helpers/alfa'

// The route scans fail on Alfa's WCAG A and AA findings and only report AAA and best-practice ones; this plants
// one of each and proves the split. Desktop only: it does not depend on the viewport.
test('scanWithAlfa fails A and AA findings and reports AAA and best-practice ones apart', async ({ page }) => {
  // Alfa's own bar for clean: line height 1.5 (AAA 1.4.8) and a first tab stop (its skip-link best practice).
  const clean =
    '<!doctype html><html lang="en"><title>Alfa</title><body style="line-height: 1.5"><main><h1>Heading</h1>' +
    '<p>Some text and <a href="#end">a link</a>.</p></main></body></html>'
  await page.setContent(clean)
  expect(await scanWithAlfa(page)).toEqual({ violations: [], aaa: [], bestPractice: [] })
  await page.setContent(
    '<!doctype html><html lang="en"><title>Alfa</title><body style="line-height: 1.5"><main><h1>Heading</h1><a href="#end">A link</a>' +
      // A: an image without a text alternative (1.1.1).
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="8" height="8">' +
      // AAA only: 5.7:1 passes AA's 4.5:1 but not AAA's 7:1 (1.4.6).
      '<p style="color: #666; background: #fff">Grey text.</p>' +
      // No criterion: uppercased paragraph text is one of Alfa's best practices.
      '<p style="text-transform: uppercase">Shouting text.</p>' +
      '</main></body></html>',
  )
  const { violations, aaa, bestPractice } = await scanWithAlfa(page)
  expect(violations).toEqual([expect.stringMatching(/^sia-r2: \/html\[1\]\/body\[1\]\/main\[1\]\/img\[1\]/)])
  expect(aaa).toContainEqual(expect.stringMatching(/^sia-r66: .*p\[1\]/))
  expect(bestPractice).toContainEqual(expect.stringMatching(/^sia-r72: .*p\[2\]/))
})
