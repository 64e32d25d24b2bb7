import type { Page } from '@playwright/test'
import { afterNextFrames, expect, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'
import { facesNotInUse, gotoForSnapshot } from '../helpers/fonts'

// Long enough to miss any first render on a loaded machine, short enough to keep the test quick.
const fontDelayMs = 1500
const path = '/privacy-policy'

/** Holds every font response back by `fontDelayMs`; resolves with the font URLs held, once each has been answered. */
async function holdFonts(page: Page) {
  const held: string[] = []
  const answered: Array<Promise<void>> = []
  await page.route(/\.woff2$/, (route) => {
    held.push(new URL(route.request().url()).pathname)
    const answer = new Promise<void>((resolve) => setTimeout(resolve, fontDelayMs)).then(() => route.continue())
    answered.push(answer)
    return answer
  })
  return { held, allAnswered: async () => void (await Promise.all(answered)) }
}

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

test("gotoForSnapshot's probe finds a face that missed the first render, and its second load puts the face in use", async ({ page }) => {
  // Held on the first load only: the page keeps its fallback face, which the probe must see.
  const fonts = await holdFonts(page)
  await page.goto(path)
  await fonts.allAnswered()
  expect(await facesNotInUse(page)).toContain('Inter Variable')
  // Routing (the hold, and the guard's own) keeps Chromium from caching the faces; with the page's routes gone, the
  // next load can take them from the cache, which is the path this test proves.
  await page.unrouteAll()

  await gotoForSnapshot(page, path)
  expect(await facesNotInUse(page)).toEqual([])
})

test('gotoForSnapshot fails, naming the face, when every load misses the first render', async ({ page }) => {
  // Eight loads, each held 1.5 s, and the pauses between them (7 s).
  test.setTimeout(60_000)
  await holdFonts(page)
  await expect(gotoForSnapshot(page, path)).rejects.toThrow(/fallback face, 8 times: .*Inter Variable/)
})
