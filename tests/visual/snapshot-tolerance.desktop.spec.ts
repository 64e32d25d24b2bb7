import type { Page } from '@playwright/test'
import { expect, screenshotTolerance, test } from '../helpers/fixtures'

// The snapshot comparison must catch a one-step colour-token change, such as muted text going from #595959 to
// #767676: a planted page is drawn in one ink and compared with its baseline, drawn in the other.
// Desktop only: the comparison does not depend on the viewport.

const samplePath = '/__snapshot-tolerance-sample'
const baselineInk = '#595959'
const oneStepLighter = '#767676'
const sampleName = 'tolerance-sample.png'

/** A page on our own origin with text and a rule in `ink` on white: what a token change repaints. */
async function openSample(page: Page, ink: string) {
  await page.route(`**${samplePath}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>sample</title>
<body style="margin:0;padding:16px;width:480px;background:#ffffff;color:${ink};font:16px/1.5 sans-serif">
<p style="margin:0 0 8px">Muted copy: captions, metadata and helper text use this ink.</p>
<hr style="border:0;border-top:2px solid ${ink};margin:0">
</body></html>`,
    }),
  )
  await page.goto(samplePath)
  await page.evaluate(async () => {
    await document.fonts.ready
  })
}

const compare = (page: Page, options: { maxDiffPixels: number; threshold: number }) =>
  expect(page)
    .toHaveScreenshot(sampleName, { ...options, timeout: 5_000 })
    .then(
      () => 'matches',
      (error: Error) => error.message,
    )

test('the same drawing matches its baseline', async ({ page }) => {
  await openSample(page, baselineInk)
  expect(await compare(page, screenshotTolerance)).toBe('matches')
})

test(`a one-step colour-token change (${baselineInk} → ${oneStepLighter}) fails the comparison`, async ({ page }) => {
  await openSample(page, oneStepLighter)
  expect(await compare(page, screenshotTolerance)).toMatch(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different/)
  // Playwright's default per-pixel threshold, which the suite used before, lets the same change through.
  expect(await compare(page, { ...screenshotTolerance, threshold: 0.2 })).toBe('matches')
})
