import type { Page } from '@playwright/test'
import { bannerDelayMs, consentMaxAgeMonths, consentRevision, consentStorageKeys, defaultCookiePreferences } from '../../content/consent-policy'
import { cookieCopy } from '../../content/cookies'
import { addMonths } from '../../renderer/features/consent/state'
import { expect, expectNoAxeViolations, gotoHydrated, layoutShifts, recordLayoutShifts, seedConsentOnce, test } from '../helpers/fixtures'
import {
  analyticsDisabled,
  bannerLabel,
  cookieNames,
  gtagCalls,
  measurementCookie,
  readStored,
  stubGtag,
  waitForGtag,
} from './consent-fixtures'

// Every journey starts as a first-time visitor unless it seeds storage itself.
test.use({ consent: 'none' })

const buttons = cookieCopy.banner.buttons
const bannerSelector = `section[aria-label="${bannerLabel}"]`
const banner = (page: Page) => page.getByRole('region', { name: bannerLabel })

async function waitForBanner(page: Page) {
  await expect(banner(page)).toBeVisible()
}

/** With the page clock installed, runs every timer due in twice the banner delay, the gtag loader's idle callback included. */
async function letTheDelayPass(page: Page) {
  await page.clock.runFor(bannerDelayMs * 2)
}

/** Chooses with the keyboard, as GOV.UK's banner is tested: focus the button, press Enter. */
async function chooseWithKeyboard(page: Page, name: string) {
  await banner(page).getByRole('button', { name, exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
}

const storedPreferences = async (page: Page) => JSON.parse((await readStored(page)).preferences ?? 'null') as unknown

test('a first-time visitor gets the banner 1000 ms after hydration, focus stays put, and both views pass axe', async ({ page, context, thirdParty }) => {
  await stubGtag(thirdParty)
  await context.addInitScript((selector) => {
    const marks: Record<string, number> = {}
    ;(window as unknown as { consentMarks: Record<string, number> }).consentMarks = marks
    new MutationObserver(() => {
      if (marks.hydrated === undefined && document.documentElement.hasAttribute('data-hydrated')) marks.hydrated = performance.now()
      if (marks.banner === undefined && document.querySelector(selector)) marks.banner = performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true })
  }, bannerSelector)
  await gotoHydrated(page, '/')
  const skipLink = page.getByRole('link', { name: 'Skip to main content' })
  await skipLink.focus()
  await waitForBanner(page)
  const marks = await page.evaluate(() => (window as unknown as { consentMarks: Record<string, number> }).consentMarks)
  // The timer starts in the commit that ends hydration, a moment before the attribute is set.
  expect(marks.banner! - marks.hydrated!).toBeGreaterThan(bannerDelayMs - 100)
  await expect(skipLink).toBeFocused()

  const simpleButtons = banner(page).getByRole('button', { name: new RegExp(`^(${buttons.acknowledge}|${buttons.rejectAll}|${buttons.customize})$`) })
  await expect(simpleButtons).toHaveCount(3)
  const looks = await simpleButtons.evaluateAll((elements) => elements.map((element) => [element.className, element.getBoundingClientRect().height]))
  expect(new Set(looks.map((look) => JSON.stringify(look))).size, 'equal visual weight').toBe(1)
  await expectNoAxeViolations(page)

  await banner(page).getByRole('button', { name: buttons.customize }).click()
  const functional = banner(page).getByRole('switch', { name: 'Functional Cookies' })
  await expect(functional).toBeFocused()
  await expect(functional).toHaveAttribute('aria-checked', 'true')
  await expect(functional).toHaveAccessibleDescription(new RegExp(`^${cookieCopy.banner.alwaysOn}`))
  await page.keyboard.press('Space')
  await expect(functional).toHaveAttribute('aria-checked', 'true')
  await expect(banner(page).getByRole('switch')).toHaveCount(3)
  await expectNoAxeViolations(page)

  await banner(page).getByRole('button', { name: buttons.back }).click()
  await expect(banner(page).getByRole('button', { name: buttons.customize })).toBeFocused()
})

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

test('Customize: Save stores the toggles with functional on, and Accept All turns all three on', async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  await banner(page).getByRole('button', { name: buttons.customize }).click()
  await banner(page).getByRole('switch', { name: 'Analytics Cookies' }).click()
  await banner(page).getByRole('switch', { name: 'Security Cookies' }).click()
  await banner(page).getByRole('button', { name: buttons.savePreferences }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: false, marketing: true })
  expect(await analyticsDisabled(page)).toBe(true)

  await page.evaluate(() => localStorage.clear())
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  await banner(page).getByRole('button', { name: buttons.customize }).click()
  await banner(page).getByRole('button', { name: buttons.acceptAll }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: true, marketing: true })
})

test('X hides the banner without saving, and the next page load asks again', async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  await banner(page).getByRole('button', { name: cookieCopy.banner.closeLabel }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await readStored(page)).toEqual({ consent: null, preferences: null })
  await gotoHydrated(page, '/')
  await waitForBanner(page)
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

test('WCAG 2.4.11: while the banner is shown, a control tabbed to is scrolled clear of it', async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top)
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).not.toBe('auto')
  // The first control in the main content at or below the banner's top edge, and the one before it.
  const index = await page.evaluate((top) => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => !element.closest('[aria-label="Cookie consent"]') && element.getBoundingClientRect().height > 0,
    )
    const covered = controls.findIndex((element) => {
      const rect = element.getBoundingClientRect()
      return element.closest('main') && rect.bottom > top
    })
    if (covered > 0) controls[covered - 1]!.focus({ preventScroll: true })
    return covered
  }, bannerTop)
  expect(index, 'a control under the banner').toBeGreaterThan(0)
  await page.keyboard.press('Tab')
  const focused = await page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect()
    return { bottom: rect.bottom, inMain: Boolean(document.activeElement!.closest('main')) }
  })
  expect(focused.inMain).toBe(true)
  expect(focused.bottom).toBeLessThanOrEqual(bannerTop + 1)

  await chooseWithKeyboard(page, buttons.acknowledge)
  expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('')
  expect(await page.evaluate(() => document.documentElement.style.paddingBottom)).toBe('')
})

/** The band the fixed banner covers, measured from the viewport's bottom edge. */
const coveredBand = (page: Page) => banner(page).evaluate((element) => window.innerHeight - element.getBoundingClientRect().top)

for (const path of ['/', '/privacy-policy']) {
  test(`WCAG 2.4.11 on ${path}: while the banner is shown the page gains its height at the bottom, so every control, the footer's last included, scrolls fully above it`, async ({
    page,
    thirdParty,
  }) => {
    await stubGtag(thirdParty)
    await recordLayoutShifts(page)
    await gotoHydrated(page, path)
    await waitForBanner(page)
    await expect.poll(() => page.evaluate(() => document.documentElement.style.paddingBottom)).not.toBe('')
    const band = await coveredBand(page)
    const padding = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).paddingBottom))
    expect(Math.abs(padding - band), 'bottom space equals the band the banner covers').toBeLessThanOrEqual(1)

    // Focus each control as Tab would (the browser scrolls it into view) and measure it against the banner.
    const hidden = await page.evaluate((label) => {
      const bannerElement = document.querySelector(`[aria-label="${label}"]`)!
      const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')].filter(
        (element) => !bannerElement.contains(element) && element.getClientRects().length > 0 && !element.closest('[inert], [hidden]'),
      )
      const failures: string[] = []
      for (const control of controls) {
        control.focus()
        if (document.activeElement !== control) continue
        const rect = control.getBoundingClientRect()
        const bannerTop = bannerElement.getBoundingClientRect().top
        if (rect.bottom > bannerTop + 1) failures.push(`${control.tagName} "${control.textContent?.trim().slice(0, 40)}" ends at ${rect.bottom}, banner at ${bannerTop}`)
      }
      return { checked: controls.length, failures }
    }, bannerLabel)
    expect(hidden.checked).toBeGreaterThan(10)
    expect(hidden.failures).toEqual([])
    expect(await layoutShifts(page), 'CLS stays 0 as the banner and its bottom space appear').toEqual([])
  })
}

test('from the start of the document, a keyboard user reaches the banner\'s first button in 1 Tab stop and OK Got It within 3', async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  const stops: string[] = []
  for (let stop = 0; stop < 3; stop += 1) {
    await page.keyboard.press('Tab')
    stops.push(await page.evaluate((label) => {
      const active = document.activeElement!
      const inBanner = Boolean(active.closest(`[aria-label="${label}"]`))
      return `${inBanner ? 'banner' : 'page'} ${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim()}`
    }, bannerLabel))
  }
  expect(stops[0]).toBe(`banner button ${cookieCopy.banner.closeLabel}`)
  expect(stops.slice(0, 3)).toContain(`banner button ${buttons.acknowledge}`)
})
