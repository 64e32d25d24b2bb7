import { bannerDelayMs, consentMaxAgeMonths, consentRevision, consentStorageKeys, defaultCookiePreferences } from '../../content/consent-policy'
import { cookieCopy } from '../../content/cookies'
import { addMonths } from '../../renderer/features/consent/state'
import { expect, gotoHydrated, seedConsentOnce, test } from '../helpers/fixtures'
import {
  analyticsDisabled,
  banner,
  bannerButtons as buttons,
  chooseWithKeyboard,
  cookieNames,
  gtagCalls,
  letTheDelayPass,
  measurementCookie,
  readStored,
  storedPreferences,
  stubGtag,
  waitForBanner,
  waitForGtag,
} from './consent-fixtures'

// What a choice stores and what it turns on or off: the choices, a returning visitor, consent asked again, Global
// Privacy Control and storage that fails. Desktop only: none of it depends on the viewport. consent.spec.ts covers
// the banner itself at both widths: its delay, focus, both views, and their place on a phone.

// Every journey starts as a first-time visitor unless it seeds storage itself.
test.use({ consent: 'none' })

test('OK Got It records the defaults with the revision and time, moves focus to the main content, and a reload shows no banner', async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  const before = Date.now()
  await chooseWithKeyboard(page, buttons.acknowledge)
  await expect(page.getByRole('main')).toBeFocused()
  expect(await storedPreferences(page)).toEqual(defaultCookiePreferences)
  const consent = JSON.parse((await readStored(page)).consent!) as { revision: number; givenAt: string }
  expect(consent.revision).toBe(consentRevision)
  expect(Date.parse(consent.givenAt)).toBeGreaterThanOrEqual(before - 1000)

  await page.clock.install()
  await gotoHydrated(page, '/')
  await letTheDelayPass(page)
  await expect(banner(page)).toHaveCount(0)
})

test('Reject All opts out at once: consent update, disable flag, cookies cleared, and no analytics request after it, even after a reload', async ({
  page,
  context,
  thirdParty,
}) => {
  const gtag = await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForGtag(page)
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(['_ga', measurementCookie]))
  await waitForBanner(page)

  await chooseWithKeyboard(page, buttons.rejectAll)
  await expect(page.getByRole('main')).toBeFocused()
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: false, marketing: false })
  expect(await analyticsDisabled(page)).toBe(true)
  expect(await gtagCalls(page)).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })])
  expect(await page.evaluate(() => window.dataLayer?.length)).toBe(0)
  expect(await cookieNames(context)).not.toEqual(expect.arrayContaining(['_ga']))
  expect(await cookieNames(context)).not.toContain(measurementCookie)
  const requestsAtChoice = gtag.requests

  await page.clock.install()
  await gotoHydrated(page, '/')
  await letTheDelayPass(page)
  await expect(banner(page)).toHaveCount(0)
  expect(await analyticsDisabled(page)).toBe(true)
  expect(await page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer?.[0])) as unknown)).toEqual({
    0: 'consent',
    1: 'default',
    2: expect.objectContaining({ analytics_storage: 'denied' }),
  })
  expect(gtag.requests, 'analytics requests after Reject All').toBe(requestsAtChoice)
  expect(await cookieNames(context)).not.toContain('_ga')
})

test('a returning visitor with analytics off gets no banner, the disable flag first and no analytics request', async ({ page, context, thirdParty, baseURL }) => {
  const gtag = await stubGtag(thirdParty)
  await seedConsentOnce(context, new URL(baseURL!).origin, { analytics: false, marketing: true })
  await page.clock.install()
  await gotoHydrated(page, '/')
  await letTheDelayPass(page)
  await expect(banner(page)).toHaveCount(0)
  expect(await analyticsDisabled(page)).toBe(true)
  expect(gtag.requests).toBe(0)
})

const askedAgain = [
  {
    name: 'a raised consent revision',
    seed: { revision: consentRevision - 1 },
    clock: undefined,
  },
  {
    name: `consent older than ${consentMaxAgeMonths} months (mocked clock)`,
    seed: { givenAt: new Date().toISOString() },
    clock: addMonths(new Date(), consentMaxAgeMonths).getTime() + 60_000,
  },
]
for (const { name, seed, clock } of askedAgain) {
  test(`${name} asks again, keeping the earlier opt-out in force until the visitor answers`, async ({ page, context, thirdParty, baseURL }) => {
    const gtag = await stubGtag(thirdParty)
    await seedConsentOnce(context, new URL(baseURL!).origin, { ...seed, analytics: false })
    if (clock !== undefined) await page.clock.install({ time: clock })
    await gotoHydrated(page, '/')
    if (clock !== undefined) await page.clock.runFor(bannerDelayMs)
    await waitForBanner(page)
    expect(await analyticsDisabled(page)).toBe(true)
    expect(gtag.requests).toBe(0)
  })
}

test('Global Privacy Control turns analytics and security off until an explicit Accept All overrides it', async ({ page, context, thirdParty }) => {
  const gtag = await stubGtag(thirdParty)
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  await expect(banner(page)).toContainText(cookieCopy.banner.gpcNotice)
  expect(await analyticsDisabled(page)).toBe(true)
  await banner(page).getByRole('button', { name: buttons.customize }).click()
  await expect(banner(page).getByRole('switch', { name: 'Analytics Cookies' })).toHaveAttribute('aria-checked', 'false')
  await expect(banner(page).getByRole('switch', { name: 'Security Cookies' })).toHaveAttribute('aria-checked', 'false')
  expect(gtag.requests).toBe(0)

  await banner(page).getByRole('button', { name: buttons.acceptAll }).click()
  await waitForGtag(page)
  expect(await gtagCalls(page)).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })])
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: true, marketing: true })
})

const badStorage: Array<{ name: string; script: (keys: typeof consentStorageKeys) => void; stored: boolean }> = [
  {
    name: 'localStorage throws when touched',
    script: () =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      }),
    stored: false,
  },
  {
    name: 'getItem, setItem and removeItem throw',
    script: () => {
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        }
      }
    },
    stored: false,
  },
  {
    name: 'both keys hold corrupt JSON',
    script: (keys) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(keys.consent, '{revision:1')
      localStorage.setItem(keys.preferences, 'undefined')
    },
    stored: true,
  },
  {
    name: 'both keys hold the wrong shape',
    script: (keys) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(keys.consent, 'true')
      localStorage.setItem(keys.preferences, '{"analytics":"yes","marketing":1}')
    },
    stored: true,
  },
]
for (const { name, script, stored } of badStorage) {
  test(`bad storage (${name}) counts as no choice: the banner works for the page and nothing throws`, async ({ page, context, thirdParty }) => {
    await stubGtag(thirdParty)
    await context.addInitScript(script, consentStorageKeys)
    await gotoHydrated(page, '/')
    await waitForBanner(page)
    await chooseWithKeyboard(page, buttons.rejectAll)
    expect(await analyticsDisabled(page)).toBe(true)
    await gotoHydrated(page, '/')
    // A choice that could not be stored is asked for again; a stored one replaced the bad values.
    if (stored) {
      expect(await storedPreferences(page)).toEqual({ functional: true, analytics: false, marketing: false })
    } else {
      await waitForBanner(page)
    }
  })
}
