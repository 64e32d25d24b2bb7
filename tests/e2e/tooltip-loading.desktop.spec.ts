import type { APIResponse, Page, Route } from '@playwright/test'
import { home } from '../../content/pages/home'
import { expect, gotoHydrated, layoutShifts, recordLayoutShifts, scrollIntoViewAtRest, test } from '../helpers/fixtures'
import { timeTooltipFromPointer, tooltipOpenDelayMs, tooltipOpenedAfter } from '../helpers/tooltip'

/** Answers the chunk with Radix's tooltip through `answer`, and every other chunk as the server sent it. */
async function routeRadixChunk(page: Page, answer: (route: Route, response: APIResponse) => Promise<void>) {
  await page.route('**/assets/chunks/*.js', async (route) => {
    const response = await route.fetch()
    if ((await response.text()).includes('RadixTooltipRoot')) return answer(route, response)
    return route.fulfill({ response })
  })
}

/**
 * Holds back the chunk with Radix's tooltip (fetched at the first interaction, see `Tooltip.tsx`) until the test
 * releases it, so a test can act in the moments before it lands.
 */
async function holdRadixChunk(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested: () => void = () => {}
  const wasRequested = new Promise<void>((resolve) => (requested = resolve))
  await routeRadixChunk(page, async (route, response) => {
    requested()
    await released
    await route.fulfill({ response })
  })
  return { wasRequested, release }
}

const learnMore = (page: Page) => page.getByRole('button', { name: 'Learn more' })

/** Where the first trigger sits in the document, whatever the scroll position. */
const firstTriggerPosition = (page: Page) =>
  learnMore(page)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height }
    })

// Chunks other than Radix's may still be on their way through the handlers when a test ends.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test('Home fetches Radix at the first interaction, not in the first load', async ({ page }) => {
  const radix = await holdRadixChunk(page)
  let requested = false
  void radix.wasRequested.then(() => (requested = true))
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  // React has taken over the page, and a visitor who only reads has not fetched the tooltips' code.
  await expect(learnMore(page)).toHaveCount(home.tools.items.length)
  expect(requested).toBe(false)
  await learnMore(page).first().focus()
  await radix.wasRequested
  radix.release()
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[0]!.tooltip)
})

test('a trigger clicked before Radix arrives opens once it has (a tap that was the first interaction)', async ({ page }) => {
  const radix = await holdRadixChunk(page)
  await gotoHydrated(page, '/')
  await page.keyboard.press('Shift')
  await radix.wasRequested
  // No pointer on the trigger, so nothing but the noted click can open it.
  await learnMore(page).nth(2).dispatchEvent('click')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  radix.release()
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[2]!.tooltip)
})

test('the cards around the triggers are live before Radix arrives: their links route client-side', async ({ page }) => {
  const radix = await holdRadixChunk(page)
  await gotoHydrated(page, '/')
  await page.keyboard.press('Shift')
  await radix.wasRequested
  // A full page load would clear this; client routing keeps it.
  await page.evaluate(() => Object.assign(window, { clientRouted: true }))
  await page.getByRole('link', { name: home.tools.items[3]!.title }).click()
  await expect(page).toHaveURL(/\/solutions#mapping$/)
  expect(await page.evaluate(() => 'clientRouted' in window)).toBe(true)
  radix.release()
})

test('a pointer resting on a trigger before Radix arrives opens the tooltip after the delay', async ({ page }) => {
  const radix = await holdRadixChunk(page)
  await gotoHydrated(page, '/')
  const trigger = learnMore(page).nth(1)
  await scrollIntoViewAtRest(trigger)
  await timeTooltipFromPointer(trigger)
  await trigger.hover()
  radix.release()
  // The pointer does not move again: Radix alone would wait for a pointermove that never comes.
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[1]!.tooltip)
  expect(await tooltipOpenedAfter(page)).toBeGreaterThanOrEqual(tooltipOpenDelayMs)
})

test('a trigger focused before Radix arrives shows its tooltip once it has', async ({ page }) => {
  const radix = await holdRadixChunk(page)
  await gotoHydrated(page, '/')
  await learnMore(page).first().focus()
  await radix.wasRequested
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  radix.release()
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[0]!.tooltip)
  await expect(learnMore(page).first()).toBeFocused()
})

test('after a client-side navigation to Home the triggers hold their place until Radix takes over', async ({ page }) => {
  await recordLayoutShifts(page)
  const radix = await holdRadixChunk(page)
  await gotoHydrated(page, '/about')
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click()
  await expect(page).toHaveURL('/')
  await radix.wasRequested
  await expect(learnMore(page)).toHaveCount(home.tools.items.length)
  await scrollIntoViewAtRest(learnMore(page).first())
  const placeBeforeRadix = await firstTriggerPosition(page)
  const shiftsBefore = (await layoutShifts(page)).length
  radix.release()
  const trigger = learnMore(page).first()
  await expect(async () => {
    await trigger.focus()
    await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[0]!.tooltip, { timeout: 500 })
  }).toPass()
  expect(await firstTriggerPosition(page)).toEqual(placeBeforeRadix)
  expect((await layoutShifts(page)).slice(shiftsBefore)).toEqual([])
})

test('if Radix cannot be fetched, Home keeps working with plain triggers', async ({ page, browserConsole }) => {
  let aborted = false
  await routeRadixChunk(page, async (route) => {
    // Chromium's own line for the failed chunk: allowed once, and only from the chunk's URL (known once requested).
    browserConsole.expect('Failed to load resource: net::ERR_FAILED', { pathname: new URL(route.request().url()).pathname, times: 1 })
    aborted = true
    await route.abort()
  })
  await gotoHydrated(page, '/')
  const trigger = learnMore(page).first()
  await trigger.focus()
  await expect.poll(() => aborted).toBe(true)
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveAttribute('data-state', 'closed')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  // The rest of the page is React's: a client-side navigation still works (a full page load would clear the mark).
  await page.evaluate(() => Object.assign(window, { clientRouted: true }))
  await page.getByRole('link', { name: home.tools.items[0]!.title }).click()
  await expect(page).toHaveURL(/\/solutions#editing$/)
  expect(await page.evaluate(() => 'clientRouted' in window)).toBe(true)
})
