import { afterNextFrames, expect, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'
import { facesNotInUse, fontDelayMs, holdFonts, plantFace } from '../helpers/fonts'
import { hydratedAttribute } from '../../renderer/document'

const path = '/privacy-policy'

// The page's faces come with its HTML (data: URLs in its stylesheet), so there is no font response to wait for and
// no swap: the text is drawn in its own face from the first render.
test(`${path} fetches no font and shifts nothing, with every font response held ${fontDelayMs} ms`, async ({ page }) => {
  const fonts = await holdFonts(page)
  await recordLayoutShifts(page)
  await page.goto(path)
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' })
  await afterNextFrames(page)
  expect(fonts.held).toEqual([])
  expect(await facesNotInUse(page)).toEqual([])
  expect(await layoutShifts(page)).toEqual([])
})

// The defect planted: the text face fetched instead, declared with `font-display: swap` as fontsource's CSS did, and
// answered 1.5 s late. It swaps in after first paint, in place of the fallback, and moves text: the shift the test
// above would see if the site's faces were fetched and swapped.
test(`a planted swap face on ${path} shifts text when it arrives ${fontDelayMs} ms late`, async ({ page }) => {
  await plantFace(page, { path, family: 'Planted Swap Face', display: 'swap', delayMs: fontDelayMs })
  await recordLayoutShifts(page)
  await page.goto(path)
  // FontFace.family keeps the quotes a family name was given with.
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Planted Swap Face') && face.status === 'loaded')), { timeout: 10_000 }).toBe(true)
  await afterNextFrames(page)
  const shift = (await layoutShifts(page)).reduce((total, value) => total + value, 0)
  expect(shift).toBeGreaterThan(0)
})
