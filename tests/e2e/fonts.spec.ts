import { JSDOM } from 'jsdom'
import { routePaths } from '../../renderer/generate/content.server'
import { fontCoverage } from '../../design-system/styles/fontCoverage'
import { hydratedAttribute } from '../../renderer/document'
import { describeFont } from '../../renderer/generate/fontSubsets'
import { afterNextFrames, expect, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'
import { facesNotInUse, fontDelayMs, gotoForSnapshot, holdFonts, plantFace } from '../helpers/fonts'

// The site's faces: cut at build time to the characters the site draws (renderer/generate/fontSubsets.ts) and carried
// in every page's stylesheet as data: URLs, so there is no font response to wait for and no swap.
const path = '/privacy-policy'

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

/** The code points of each face a page carries in its stylesheet, by family. */
async function inlinedFaces(html: string): Promise<Map<string, ReadonlySet<number>>> {
  const faces = new Map<string, ReadonlySet<number>>()
  for (const [, base64 = '', family = ''] of html.matchAll(/@font-face\{src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)[^}]*font-family:"?([^";}]+)/g)) {
    faces.set(family, (await describeFont(Buffer.from(base64, 'base64'))).codePoints)
  }
  return faces
}

test('every character a page shows that the faces can draw is in the text face it carries @desktop-only', async ({ request }) => {
  const coverage = new Set(fontCoverage)
  const missing: string[] = []
  for (const route of routePaths) {
    const html = await (await request.get(route)).text()
    const text = [...(await inlinedFaces(html)).values()][0]
    if (!text) throw new Error(`${route} carries no inlined face`)
    const { document } = new JSDOM(html).window
    document.querySelectorAll('script, style, template').forEach((element) => element.remove())
    const shown = [document.body.textContent ?? '', ...[...document.querySelectorAll('[placeholder], input[value]')].map((field) => `${field.getAttribute('placeholder') ?? ''}${field.getAttribute('value') ?? ''}`)].join('')
    for (const character of new Set(shown)) {
      const codePoint = character.codePointAt(0) ?? 0
      if (coverage.has(codePoint) && !text.has(codePoint)) missing.push(`${route}: U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} "${character}"`)
    }
  }
  expect(missing).toEqual([])
})

// The snapshot helpers' font check (tests/helpers/fonts.ts), which screenshots rely on.
test.describe('gotoForSnapshot @desktop-only', () => {
  test(`finds the page's faces in use with every font response held ${fontDelayMs} ms: the page fetches none`, async ({ page }) => {
    const fonts = await holdFonts(page)
    await gotoForSnapshot(page, path)
    expect(await facesNotInUse(page)).toEqual([])
    expect(fonts.held).toEqual([])
  })

  // `block`: the first render waits for the face, as it does for the site's own (the route through the test runner can
  // take longer than `optional`'s 100 ms even unheld).
  test('passes with a planted face the first render waits for', async ({ page }) => {
    await plantFace(page, { path, family: 'Planted Face', display: 'block', delayMs: 0 })
    await gotoForSnapshot(page, path)
    expect(await facesNotInUse(page)).toEqual([])
  })

  test('fails, naming the face, when a planted optional face misses the first render', async ({ page }) => {
    await plantFace(page, { path, family: 'Planted Face', display: 'optional', delayMs: fontDelayMs })
    await expect(gotoForSnapshot(page, path)).rejects.toThrow(/fallback face: Planted Face missed the first render/)
  })
})
