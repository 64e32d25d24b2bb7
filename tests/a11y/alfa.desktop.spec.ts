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
  expect(await scanWithAlfa(page)).toEqual({ violations: [], aaa: [], bestPractice: [], underOverlay: [] })
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

// WCAG's Understanding of 2.5.8 leaves targets out while content a script shows (a cookie banner) covers them; the
// banner's own targets stay in. Alfa measures a partly covered link by its visible sliver, so the scan sets those
// apart, and only those.
test('scanWithAlfa sets apart target-size failures of targets the overlay partly covers', async ({ page }) => {
  const link = (name: string) => `<li><a href="#${name}" style="display: block; width: 12rem; height: 16px; line-height: 16px">${name}</a></li>`
  await page.setContent(
    '<!doctype html><html lang="en"><title>Alfa</title><body style="line-height: 1.5; margin: 0"><main><h1>Heading</h1>' +
      // Four links stacked 16 px apart: undersized, and each one's 24 px circle meets its neighbour.
      `<ul style="position: absolute; top: 100px; left: 0; margin: 0; padding: 0; list-style: none">${['One', 'Two', 'Three', 'Four'].map(link).join('')}</ul>` +
      '</main><div role="region" aria-label="Overlay" style="position: fixed; top: 124px; left: 0; width: 20rem; height: 60px; background: #fff">' +
      '<button style="width: 16px; height: 16px; padding: 0">x</button><button style="width: 16px; height: 16px; padding: 0">y</button></div></body></html>',
  )
  const list = '/html[1]/body[1]/main[1]/ul[1]'
  const without = await scanWithAlfa(page)
  expect(without.violations).toContainEqual(expect.stringContaining(`sia-r113: ${list}/li[2]/a[1]`))
  expect(without.underOverlay).toEqual([])
  const { violations, underOverlay } = await scanWithAlfa(page, { overlay: page.getByRole('region', { name: 'Overlay' }) })
  // "Two" peeks out above the overlay: set apart. "One", clear of it, and the overlay's own buttons still fail.
  expect(underOverlay.some((finding) => finding.startsWith(`sia-r113: ${list}/li[2]/a[1]`))).toBe(true)
  expect(violations).toContainEqual(expect.stringContaining(`sia-r113: ${list}/li[1]/a[1]`))
  expect(violations).toContainEqual(expect.stringContaining('sia-r113: /html[1]/body[1]/div[1]/button[1]'))
  expect(violations.some((finding) => finding.includes(`${list}/li[2]/`))).toBe(false)
})
