import { controlId } from '../../design-system/components/LeadForm/controlId'
import { webFontFamilies } from '../../design-system/tokens'
import { hydratedAttribute } from '../../renderer/document'
import { blockFormsEmbed } from '../helpers/fake-hubspot'
import { afterNextFrames, expect, gotoHydrated, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'
import { facesNotInUse, fontDelayMs, holdFonts, plantFace, renderedFonts } from '../helpers/fonts'
import { control } from '../helpers/lead-form'

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

// SPEC's safety set: a name such as "José" typed into a form is drawn in one face. Its letters are in the text face's
// second file, an `optional` face: the page fetches it when a text field first takes focus, before the first key.
const typedName = 'José Núñez Ørsted'
const siteFace = [{ familyName: 'Inter', isCustomFont: true }]

test('a name with Latin-1 letters typed into a form is drawn in the text face alone', async ({ page, thirdParty, browserConsole }) => {
  await blockFormsEmbed(thirdParty, browserConsole)
  await gotoHydrated(page, '/contact-us')
  const field = control(page, 'contact-form', 'firstname')
  await field.focus()
  await expect.poll(() => page.evaluate((family) => [...document.fonts].find((face) => face.family.includes(family))?.status, webFontFamilies.textRest)).toBe('loaded')
  await field.pressSequentially(typedName)
  expect(await renderedFonts(page, `#${controlId('contact-form', 'firstname')}`)).toEqual(siteFace)
})

// Without the focus, the letters reach the field before their face: the fallback draws them, and the check above sees it.
test('the same name set into the field without focus is drawn partly in the fallback, which the check reports', async ({ page, thirdParty, browserConsole }) => {
  await blockFormsEmbed(thirdParty, browserConsole)
  await gotoHydrated(page, '/contact-us')
  await control(page, 'contact-form', 'firstname').evaluate((input: HTMLInputElement, name) => (input.value = name), typedName)
  await afterNextFrames(page)
  expect(await renderedFonts(page, `#${controlId('contact-form', 'firstname')}`)).not.toEqual(siteFace)
})
