import { expect, test } from '../helpers/fixtures'
import { facesNotInUse, gotoForSnapshot, holdFonts } from '../helpers/fonts'

// The snapshot helpers' font check (tests/helpers/fonts.ts). Desktop only: what it retries and when it gives up does
// not depend on the viewport.
const path = '/privacy-policy'

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
  // Two loads, each held 1.5 s: the same give-up as after the default eight, without 20 s of waiting in npm test.
  await holdFonts(page)
  await expect(gotoForSnapshot(page, path, 2)).rejects.toThrow(/fallback face, 2 times: .*Inter Variable/)
})
