import type { BrowserContext, Page } from '@playwright/test'
import { bannerDelayMs, consentStorageKeys } from '../../content/consent-policy'
import { cookieCopy } from '../../content/cookies'
import { analytics } from '../../content/site'
import { expect, type ThirdParty } from '../helpers/fixtures'

/** Shared by the consent and analytics journeys. */

export const gtagPattern = `${analytics.scriptUrl}**`
export const disableFlag = `ga-disable-${analytics.measurementId}`
export const measurementCookie = `_ga_${analytics.measurementId.replace(/^G-/, '')}`
export const bannerLabel = cookieCopy.banner.label

/** A gtag call as the fake recorded it; Dates become ISO strings. */
export type RecordedCall = unknown[]

declare global {
  interface Window {
    gtagCalls?: RecordedCall[]
  }
}

/**
 * Stands in for gtag.js: records every queued and later call into `window.gtagCalls` (gtag.js
 * reads the queue the same way) and sets `_ga` cookies the way gtag.js would, so clearing
 * them on opt-out is observable.
 */
const fakeGtag = `(() => {
  const toPlain = (value) => value instanceof Date ? value.toISOString() : value
  const record = (args) => window.gtagCalls.push(Array.from(args, toPlain))
  window.gtagCalls = []
  const queue = (window.dataLayer = window.dataLayer || [])
  queue.forEach(record)
  const push = queue.push
  queue.push = function (...items) {
    items.forEach(record)
    return push.apply(queue, items)
  }
  document.cookie = '_ga=GA1.1.1234567890.1700000000; Path=/'
  document.cookie = '${measurementCookie}=GS1.1.1700000000.1.0.1700000000.0.0.0; Path=/'
})()`

/** Serves the fake gtag.js and counts the requests for it; returns the counter. */
export async function stubGtag(thirdParty: ThirdParty): Promise<{ requests: number }> {
  const counter = { requests: 0 }
  await thirdParty.stub(gtagPattern, async (route) => {
    counter.requests += 1
    await route.fulfill({ contentType: 'text/javascript', body: fakeGtag })
  })
  return counter
}

/** Resolves once the fake gtag.js has run (it loads after the load event, when the browser is idle). */
export async function waitForGtag(page: Page) {
  await page.waitForFunction(() => Array.isArray(window.gtagCalls))
}

export const gtagCalls = (page: Page) => page.evaluate(() => window.gtagCalls ?? [])

export interface StoredConsent {
  consent: string | null
  preferences: string | null
}

export const readStored = (page: Page) =>
  page.evaluate((keys) => ({ consent: localStorage.getItem(keys.consent), preferences: localStorage.getItem(keys.preferences) }), consentStorageKeys)

export const analyticsDisabled = (page: Page) => page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], disableFlag)

export const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name)

export const bannerButtons = cookieCopy.banner.buttons
export const banner = (page: Page) => page.getByRole('region', { name: bannerLabel })

export async function waitForBanner(page: Page) {
  await expect(banner(page)).toBeVisible()
}

/** With the page clock installed, runs every timer due in twice the banner delay, the gtag loader's idle callback included. */
export async function letTheDelayPass(page: Page) {
  await page.clock.runFor(bannerDelayMs * 2)
}

/** Chooses with the keyboard, as GOV.UK's banner is tested: focus the button, press Enter. */
export async function chooseWithKeyboard(page: Page, name: string) {
  await banner(page).getByRole('button', { name, exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
}

export const storedPreferences = async (page: Page) => JSON.parse((await readStored(page)).preferences ?? 'null') as unknown
