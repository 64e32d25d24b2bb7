import type { Page } from '@playwright/test'
import { afterNextFrames, expect, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'
import { fontDelayMs, holdFonts } from '../helpers/fonts'

const path = '/privacy-policy'

/** The text face's URL, as the page preloads it. */
async function textFaceUrl(page: Page) {
  const html = await (await page.request.get(path)).text()
  const href = /<link rel="preload" href="([^"]+\.woff2)"/.exec(html)?.[1]
  if (!href) throw new Error(`${path} preloads no font`)
  return href
}

test(`${path} shifts nothing when its fonts arrive ${fontDelayMs} ms late`, async ({ page }) => {
  const fonts = await holdFonts(page)
  await recordLayoutShifts(page)
  await page.goto(path)
  await expect.poll(() => fonts.held.length, 'the text face was requested and held').toBeGreaterThan(0)
  await fonts.allAnswered()
  await page.evaluate(() => document.fonts.ready)
  await afterNextFrames(page)
  expect(fonts.held.some((url) => url.includes('inter'))).toBe(true)
  expect(await layoutShifts(page)).toEqual([])
})

// The defect planted: the same late text face declared with `font-display: swap`, as fontsource's CSS did. It swaps in
// after first paint and moves text, which is the shift the test above would see if the site's faces swapped.
test(`a planted swap face on ${path} shifts text when it arrives ${fontDelayMs} ms late`, async ({ page }) => {
  const url = await textFaceUrl(page)
  const fonts = await holdFonts(page)
  await recordLayoutShifts(page)
  await page.addInitScript((source) => {
    document.fonts.add(
      new FontFace('Inter Variable', `url(${source})`, {
        weight: '100 900',
        display: 'swap',
      }),
    )
  }, url)
  await page.goto(path)
  await expect.poll(() => fonts.held.length).toBeGreaterThan(0)
  await fonts.allAnswered()
  await page.evaluate(() => document.fonts.ready)
  await afterNextFrames(page)
  const shift = (await layoutShifts(page)).reduce((total, value) => total + value, 0)
  expect(shift).toBeGreaterThan(0)
})
