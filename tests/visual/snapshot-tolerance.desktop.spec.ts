import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures'
import { baselines, expectScreenshot, screenshotTolerance } from '../helpers/screenshots'

// The snapshot comparison must catch a one-step colour-token change, such as muted text going from #595959 to
// #767676: a planted page is drawn in one ink and compared with its baseline, drawn in the other. Through
// expectScreenshot too, whose byte-for-byte fast path must hand a changed capture on to the comparison.
// Desktop only: the comparison does not depend on the viewport.

const samplePath = '/__snapshot-tolerance-sample'
const baselineInk = '#595959'
const oneStepLighter = '#767676'
const sampleName = 'tolerance-sample.png'
const declared = baselines({ desktop: [sampleName] })

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

test('the same drawing matches its baseline', declared, async ({ page }) => {
  await openSample(page, baselineInk)
  expect(await compare(page, screenshotTolerance)).toBe('matches')
})

test(`a one-step colour-token change (${baselineInk} → ${oneStepLighter}) fails the comparison`, declared, async ({ page }) => {
  await openSample(page, oneStepLighter)
  expect(await compare(page, screenshotTolerance)).toMatch(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different/)
  // Playwright's default per-pixel threshold, which the suite used before, lets the same change through.
  expect(await compare(page, { ...screenshotTolerance, threshold: 0.2 })).toBe('matches')
})

test('expectScreenshot passes the same drawing and fails the one-step change', declared, async ({ page }) => {
  await openSample(page, baselineInk)
  await expectScreenshot(page, sampleName)
  await openSample(page, oneStepLighter)
  const outcome = await expectScreenshot(page, sampleName).then(
    () => 'matches',
    (error: Error) => error.message,
  )
  expect(outcome).toMatch(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different/)
})

test('expectScreenshot refuses a baseline the test did not declare, before it compares or writes anything', declared, async ({ page }) => {
  await openSample(page, baselineInk)
  const undeclared = 'undeclared-sample.png'
  await expect(expectScreenshot(page, undeclared)).rejects.toThrow(`desktop/${undeclared} is not a baseline this test declares`)
  await expect(readFile(test.info().snapshotPath(undeclared, { kind: 'screenshot' }))).rejects.toThrow(/ENOENT/)
})
