import { expect, test } from '../helpers/fixtures'
import { facesNotInUse, fontDelayMs, gotoForSnapshot, holdFonts, plantFace } from '../helpers/fonts'

// The snapshot helpers' font check (tests/helpers/fonts.ts). Desktop only: what it checks does not depend on the
// viewport.
const path = '/privacy-policy'

test(`gotoForSnapshot finds the page's faces in use with every font response held ${fontDelayMs} ms: the page fetches none`, async ({ page }) => {
  const fonts = await holdFonts(page)
  await gotoForSnapshot(page, path)
  expect(await facesNotInUse(page)).toEqual([])
  expect(fonts.held).toEqual([])
})

// `block`: the first render waits for the face, as it does for the site's own (the route through the test runner can
// take longer than `optional`'s 100 ms even unheld).
test('gotoForSnapshot passes with a planted face the first render waits for', async ({ page }) => {
  await plantFace(page, { path, family: 'Planted Face', display: 'block', delayMs: 0 })
  await gotoForSnapshot(page, path)
  expect(await facesNotInUse(page)).toEqual([])
})

test('gotoForSnapshot fails, naming the face, when a planted optional face misses the first render', async ({ page }) => {
  await plantFace(page, { path, family: 'Planted Face', display: 'optional', delayMs: fontDelayMs })
  await expect(gotoForSnapshot(page, path)).rejects.toThrow(/fallback face: Planted Face missed the first render/)
})
