import type { Page } from '@playwright/test'
import { bannerDelayMs } from '../../content/consent-policy'
import { cookieCopy } from '../../content/cookies'
import { desktopOnlyTag } from '../a11y/audit/pages'
import { expect, expectNoAxeViolations, gotoHydrated, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'
import {
  analyticsDisabled,
  banner,
  bannerButtons as buttons,
  bannerLabel,
  chooseWithKeyboard,
  readStored,
  storedPreferences,
  stubGtag,
  waitForBanner,
} from './consent-fixtures'

// The banner itself, at both widths: its delay, where focus goes, both views, the Customize and close buttons, and
// its place over the page on a phone (WCAG 2.4.11). What each choice stores and turns on or off is in
// consent-choices.desktop.spec.ts.

/** What is stored is the same at every width: at 1280 px only (the phone's Customize view: consent-banner.mobile.spec.ts). */
const atDesktopOnly = { tag: desktopOnlyTag }

// Every journey starts as a first-time visitor unless it seeds storage itself.
test.use({ consent: 'none' })

const bannerSelector = `section[aria-label="${bannerLabel}"]`

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

test('Customize: Save stores the toggles with functional on, and Accept All turns all three on', atDesktopOnly, async ({ page, thirdParty }) => {
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

test('X hides the banner without saving, and the next page load asks again', atDesktopOnly, async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForBanner(page)
  await banner(page).getByRole('button', { name: cookieCopy.banner.closeLabel }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await readStored(page)).toEqual({ consent: null, preferences: null })
  await gotoHydrated(page, '/')
  await waitForBanner(page)
})

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
