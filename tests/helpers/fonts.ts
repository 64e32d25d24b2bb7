import type { Page } from '@playwright/test'
import { hydratedAttribute } from '../../renderer/document'

/**
 * Of the faces the page asked for, returns those not drawing text: a probe set in the face, with a generic family
 * behind it, measures the same as the generic alone. An `optional` face not ready for a page's first render is never
 * swapped in, and the page keeps its fallback.
 */
export async function facesNotInUse(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready
    // Faces never asked for ('unloaded') are not used by this page, so are not missing from it.
    const families = new Set([...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family.replace(/^["']|["']$/g, '')))
    return [...families].filter((family) => {
      const probe = document.createElement('span')
      probe.textContent = 'mmmmwwwwiiiillll0123'
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;font-size:40px;font-family:serif'
      document.body.append(probe)
      const generic = probe.getBoundingClientRect().width
      probe.style.fontFamily = `"${family}", serif`
      const inFace = probe.getBoundingClientRect().width
      probe.remove()
      return inFace === generic
    })
  })
}

/**
 * Fails, naming them, if a face the page asked for is not drawing its text, so a snapshot never records a fallback.
 * The faces a page draws are in its stylesheet as data: URLs (renderer/generate/fontSubsetPlugin.ts), ready for the
 * first render however busy the machine: a miss is a defect, not a slow test machine, and loading again would hide it.
 */
export async function expectFacesInUse(page: Page) {
  const missing = await facesNotInUse(page)
  if (missing.length > 0) throw new Error(`The page draws its text in a fallback face: ${missing.join(', ')} missed the first render`)
}

/** Opens `path` for a snapshot: hydrated, its fonts ready and in use (see expectFacesInUse). */
export async function gotoForSnapshot(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' })
  await expectFacesInUse(page)
  return response
}

/** Opens `path` for a snapshot on a page that runs no scripts: its fonts ready and in use (see expectFacesInUse). */
export async function gotoWithoutScriptsForSnapshot(page: Page, path: string) {
  const response = await page.goto(path)
  await expectFacesInUse(page)
  return response
}

/** Long enough to miss any first render on a loaded machine, short enough to keep a test quick. */
export const fontDelayMs = 1500

/** Holds every font response back by `fontDelayMs`; resolves with the font URLs held, once each has been answered. */
export async function holdFonts(page: Page) {
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

/**
 * A defect the font tests plant: every element of the page set in `family`, a face with `display`, before the generic
 * sans-serif. The face is answered with the text face's own file (the page carries it as a data: URL) after
 * `delayMs`, so what it draws once it arrives is the site's text face.
 */
export async function plantFace(page: Page, { path, family, display, delayMs }: { path: string; family: string; display: FontDisplay; delayMs: number }) {
  const html = await (await page.request.get(path)).text()
  const base64 = /@font-face\{src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)[^}]*font-family:"?Inter Variable/.exec(html)?.[1]
  if (!base64) throw new Error(`${path} carries no inlined Inter Variable face`)
  const url = `/planted-${family.replaceAll(' ', '-').toLowerCase()}.woff2`
  await page.route(`**${url}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.fulfill({ body: Buffer.from(base64, 'base64'), contentType: 'font/woff2' })
  })
  await page.addInitScript(
    ({ family, url, display }) => {
      document.fonts.add(new FontFace(family, `url(${url})`, { weight: '100 900', display }))
      // A constructed stylesheet: the site's Content-Security-Policy admits no <style> it has not hashed. An id in the
      // selector outranks the components' classes; an inline style (facesNotInUse's probe) still outranks it.
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(`:not(#planted-face) { font-family: "${family}", sans-serif }`)
      document.adoptedStyleSheets = [sheet]
    },
    { family, url, display },
  )
}
