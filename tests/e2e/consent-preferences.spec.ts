import type { Page } from '@playwright/test'
import { consentStorageKeys } from '../../content/consent-policy'
import { cookieCategories, cookieCopy, type CookieToast } from '../../content/cookies'
import { desktopOnlyTag } from '../a11y/audit/pages'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'
import { analyticsDisabled, bannerLabel, readStored, stubGtag } from './consent-fixtures'

/** What is stored and applied is the same at every width: at 1280 px only (the page's layout at 390 px: the first test). */
const atDesktopOnly = { tag: desktopOnlyTag }

// The fixtures' default seed: a current "functional only" choice, so the page opens with both optional categories off.
const copy = cookieCopy.preferenceCenter
const path = '/opt-out-preferences'

const category = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const badge = (page: Page, title: string) => category(page, title).locator('h2 + *')
const storedPreferences = async (page: Page) => JSON.parse((await readStored(page)).preferences ?? 'null') as unknown

async function expectToast(page: Page, { title, description }: CookieToast) {
  const toast = page.getByRole('listitem').filter({ hasText: title })
  await expect(toast).toContainText(description)
  // Sonner's live region is polite: announced without interrupting.
  await expect(page.locator('[aria-live="polite"]').filter({ has: toast })).toHaveCount(1)
  await expectNoAxeViolations(page)
}

async function expectBadges(page: Page, analytics: string, security: string) {
  await expect(badge(page, 'Functional Cookies')).toHaveText(copy.badges.required)
  await expect(badge(page, 'Analytics Cookies')).toHaveText(analytics)
  await expect(badge(page, 'Security Cookies')).toHaveText(security)
}

test('three categories with provider, cookie table and saved-state badges, and the cookie policy date', async ({ page }) => {
  await gotoHydrated(page, path)
  await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
  await expect(page.getByText(`${copy.policyUpdated}: February 4, 2025`)).toBeVisible()
  for (const item of cookieCategories) {
    const region = category(page, item.title)
    await expect(region).toContainText(item.provider)
    const table = region.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([copy.tableHeaders.name, copy.tableHeaders.purpose, copy.tableHeaders.expiration])
    await expect(table.getByRole('rowheader')).toHaveText(item.cookies.map((cookie) => cookie.name))
  }
  await expectBadges(page, copy.badges.disabled, copy.badges.disabled)
  const functional = page.getByRole('switch', { name: 'Allow Functional Cookies' })
  await expect(functional).toHaveAttribute('aria-checked', 'true')
  await expect(functional).toHaveAccessibleDescription(new RegExp(cookieCopy.banner.alwaysOn))
  await expectNoAxeViolations(page)
})

test('the draft follows the toggles and Save stores it with its toast; the badges follow only what is saved', atDesktopOnly, async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, path)
  await expect(page.getByRole('button', { name: copy.actions.saveCurrentSettings })).toBeVisible()
  await page.getByRole('switch', { name: 'Allow Analytics Cookies' }).click()
  await expect(page.getByRole('switch', { name: 'Allow Analytics Cookies' })).toHaveAttribute('aria-checked', 'true')
  await expectBadges(page, copy.badges.disabled, copy.badges.disabled)
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: false, marketing: false })

  await page.getByRole('button', { name: copy.actions.savePreferences }).click()
  await expectToast(page, cookieCopy.toasts.saved)
  await expectBadges(page, copy.badges.enabled, copy.badges.disabled)
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: true, marketing: false })
  expect(await analyticsDisabled(page)).toBe(false)
  await expect(page.getByRole('button', { name: copy.actions.saveCurrentSettings })).toBeVisible()
})

test('Accept All and Reject Non-Essential apply at once, each with its toast', atDesktopOnly, async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, path)
  await page.getByRole('button', { name: copy.actions.acceptAll }).click()
  await expectToast(page, cookieCopy.toasts.acceptedAll)
  await expectBadges(page, copy.badges.enabled, copy.badges.enabled)
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: true, marketing: true })

  await page.getByRole('button', { name: copy.actions.rejectNonEssential }).click()
  await expectToast(page, cookieCopy.toasts.rejectedNonEssential)
  await expectBadges(page, copy.badges.disabled, copy.badges.disabled)
  expect(await storedPreferences(page)).toEqual({ functional: true, analytics: false, marketing: false })
  expect(await analyticsDisabled(page)).toBe(true)
})

test('Reset & Show Cookie Banner clears both keys, restores the defaults and shows the banner at once', atDesktopOnly, async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, path)
  const reset = page.getByRole('button', { name: copy.actions.reset })
  await reset.click()
  const banner = page.getByRole('region', { name: bannerLabel })
  await expect(banner).toBeVisible()
  await expect(reset).toBeFocused()
  expect(await readStored(page)).toEqual({ consent: null, preferences: null })
  await expectBadges(page, copy.badges.enabled, copy.badges.disabled)
  await expectNoAxeViolations(page)
  // The banner's choice is the preference center's too.
  await banner.getByRole('button', { name: cookieCopy.banner.buttons.rejectAll }).click()
  await expectBadges(page, copy.badges.disabled, copy.badges.disabled)
  expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKeys.consent)).not.toBeNull()
})
