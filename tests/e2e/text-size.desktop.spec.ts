import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

// WCAG 1.4.4 in the header: the bar's links need room that grows with the reader's text size
// (textBreakpoints.headerBar). The audit's resize check finds a control covered whole; this finds any overlap.

/** Sets the browser's default text size, as a reader does in the browser's settings. */
async function setDefaultTextSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } })
}

/** Each pair of the header's visible links and buttons whose boxes overlap, named by their text. */
const overlappingControls = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const controls = [...header.querySelectorAll('a, button')].filter((element) => element.getClientRects().length > 0)
    const boxes = controls.map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
    const overlaps: string[] = []
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart = a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top
        if (!apart) overlaps.push(`${a.name} / ${b.name}`)
      }
    }
    return overlaps
  })

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript })

    test('at 1280 px with text doubled, no control of the header overlaps another', async ({ page }) => {
      if (javaScript) await gotoHydrated(page, '/about')
      else await page.goto('/about')
      expect(await overlappingControls(page), 'at the default text size').toEqual([])
      await setDefaultTextSize(page, 32)
      await expect.poll(() => overlappingControls(page)).toEqual([])
      if (javaScript) await expect(page.getByRole('banner').getByRole('button', { name: /menu/i })).toBeVisible()
    })
  })
}
