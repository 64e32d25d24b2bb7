import type { Page } from '@playwright/test'
import { hydratedAttribute } from '../../renderer/document'

/**
 * The site's faces (design-system/styles/global.css.ts) use `font-display: optional`: a face that is not ready for
 * a page's first render is never swapped in, and that page keeps its fallback face. A busy test machine can make a
 * face miss it, and a snapshot would then record the fallback. Of the faces the page asked for, returns those not
 * drawing text: a probe set in the face, with a generic family behind it, measures the same as the generic alone.
 */
export async function facesNotInUse(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready
    // Faces never asked for ('unloaded') are not used by this page, so are not missing from it.
    const asked = [...new Set([...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family.replace(/^["']|["']$/g, '')))]
    return asked.filter((family) => {
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

/** Loads a snapshot tries before a face that keeps missing its first render fails the test. */
const defaultMaxLoads = 8
/** How much longer each load after a miss waits than the one before. */
const retryPauseMs = 250

/**
 * Makes sure every face the page asked for draws its text, loading the page again if one missed the first render;
 * fails naming the faces if the last of `maxLoads` misses too. `waitUntilReady` is what the caller waits for after a
 * load (hydration, a story's render). Each load can miss on its own: the guard's request routing turns Chromium's
 * cache off, so every load fetches the faces again through the test runner, and on a busy machine that round trip
 * can outlast `optional`'s short block period. Misses come in bursts, while the other worker is at its busiest: a
 * fresh-clone CI run here had three snapshot tests miss three quick loads in a row. So a test tries up to eight
 * loads, each after a longer pause than the last (a quarter of a second more each time, 7 s in all), to outlast a
 * burst; a test whose faces arrive in time pays nothing.
 */
export async function ensureFacesInUse(page: Page, waitUntilReady: () => Promise<unknown>, maxLoads = defaultMaxLoads) {
  let missing = await facesNotInUse(page)
  for (let load = 2; load <= maxLoads && missing.length > 0; load++) {
    await new Promise((resolve) => setTimeout(resolve, retryPauseMs * (load - 1)))
    // A navigation, not a reload: a reload revalidates every font with the server.
    await page.goto(page.url())
    await waitUntilReady()
    missing = await facesNotInUse(page)
  }
  if (missing.length > 0) throw new Error(`The page draws its text in a fallback face, ${maxLoads} times: ${missing.join(', ')} missed the first render`)
}

/**
 * Opens `path` for a snapshot: hydrated, its fonts ready and in use (see ensureFacesInUse). `maxLoads` is for the
 * helper's own test, which shows the give-up in two loads instead of waiting out eight.
 */
export async function gotoForSnapshot(page: Page, path: string, maxLoads = defaultMaxLoads) {
  const waitUntilHydrated = () => page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' })
  const response = await page.goto(path)
  await waitUntilHydrated()
  await ensureFacesInUse(page, waitUntilHydrated, maxLoads)
  return response
}

/** Opens `path` for a snapshot on a page that runs no scripts: its fonts ready and in use (see ensureFacesInUse). */
export async function gotoWithoutScriptsForSnapshot(page: Page, path: string) {
  const response = await page.goto(path)
  await ensureFacesInUse(page, () => Promise.resolve())
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
