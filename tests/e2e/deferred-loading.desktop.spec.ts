import type { APIResponse, Page, Route } from '@playwright/test'
import { cookieCopy } from '../../content/cookies'
import { home } from '../../content/pages/home'
import { expect, gotoHydrated, layoutShifts, recordLayoutShifts, scrollIntoViewAtRest, test } from '../helpers/fixtures'

// Code nobody can use before touching the page is fetched at the visitor's first interaction
// (design-system/hooks/firstInteraction.ts): Radix's tooltip on Home, sonner's toaster on the preference center.

/** Answers the chunk whose text includes `marker` through `answer`, and every other chunk as the server sent it. */
async function routeChunk(page: Page, marker: string, answer: (route: Route, response: APIResponse) => Promise<void>) {
  await page.route('**/assets/chunks/*.js', async (route) => {
    const response = await route.fetch()
    if ((await response.text()).includes(marker)) return answer(route, response)
    return route.fulfill({ response })
  })
}

/** Holds back the chunk holding `marker` until the test releases it, so a test can act in the moments before it lands. */
async function holdChunk(page: Page, marker: string) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  let markRequested: () => void = () => {}
  const wasRequested = new Promise<void>((resolve) => (markRequested = resolve))
  await routeChunk(page, marker, async (route, response) => {
    requested = true
    markRequested()
    await released
    await route.fulfill({ response })
  })
  return { wasRequested, isRequested: () => requested, release }
}

/** The export of Radix's chunk (`Tooltip.tsx` imports it by name, so the name survives minification). */
const radixChunk = 'RadixTooltipProvider'
const learnMore = (page: Page) => page.getByRole('button', { name: 'Learn more' })

/** Where the first trigger sits in the document, whatever the scroll position. */
const firstTriggerPosition = (page: Page) =>
  learnMore(page)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height }
    })

// Chunks other than the held one may still be on their way through the handlers when a test ends.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test('Home fetches Radix at the first interaction, not in the first load', async ({ page }) => {
  const radix = await holdChunk(page, radixChunk)
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  // React has taken over the page, and a visitor who only reads has not fetched the tooltips' code.
  await expect(learnMore(page)).toHaveCount(home.tools.items.length)
  expect(radix.isRequested()).toBe(false)
  await learnMore(page).first().focus()
  await radix.wasRequested
  radix.release()
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[0]!.tooltip)
})

test('a trigger focused before Radix arrives shows its tooltip once it has, and keeps the focus', async ({ page }) => {
  const radix = await holdChunk(page, radixChunk)
  await gotoHydrated(page, '/')
  await learnMore(page).first().focus()
  await radix.wasRequested
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  radix.release()
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[0]!.tooltip)
  await expect(learnMore(page).first()).toBeFocused()
})

test('before Radix arrives the cards around the triggers still lead to their pages', async ({ page }) => {
  const radix = await holdChunk(page, radixChunk)
  await gotoHydrated(page, '/')
  await page.keyboard.press('Shift')
  await radix.wasRequested
  await page.getByRole('link', { name: home.tools.items[3]!.title }).click()
  await expect(page).toHaveURL(/\/solutions#mapping$/)
  radix.release()
})

test('after a client-side navigation to Home the triggers hold their place until Radix takes over', async ({ page }) => {
  await recordLayoutShifts(page)
  const radix = await holdChunk(page, radixChunk)
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
  await routeChunk(page, radixChunk, async (route) => {
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
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  // The rest of the page is React's: a client-side navigation still works (a full page load would clear the mark).
  await page.evaluate(() => Object.assign(window, { clientRouted: true }))
  await page.getByRole('link', { name: home.tools.items[0]!.title }).click()
  await expect(page).toHaveURL(/\/solutions#editing$/)
  expect(await page.evaluate(() => 'clientRouted' in window)).toBe(true)
})

test('the preference center fetches its toaster at the first interaction, in time for the first toast', async ({ page }) => {
  // sonner's chunk is the one that carries its stylesheet.
  const toaster = await holdChunk(page, '[data-sonner-toaster]')
  await gotoHydrated(page, '/opt-out-preferences')
  await page.waitForLoadState('networkidle')
  expect(toaster.isRequested()).toBe(false)
  const reject = page.getByRole('button', { name: cookieCopy.preferenceCenter.actions.rejectNonEssential })
  await reject.focus()
  await toaster.wasRequested
  toaster.release()
  await reject.click()
  const { title, description } = cookieCopy.toasts.rejectedNonEssential
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(description)
})
