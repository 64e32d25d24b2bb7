// 2.1.2, 2.4.7 and 2.4.11 in the states the walk from the top never opens: the mobile menu, every expandable card
// and accordion item (any collapsed button that controls a region), and the cookie banner's Customize view. Each
// is opened from the keyboard, then walked with Tab from where focus is until it leaves the region, and with
// Shift+Tab back through the region until it leaves it at the other end. Each stop inside is judged as the walk
// judges it (visible indicator, not entirely covered); a region focus cannot leave either way is a trap.
import type { Page } from '@playwright/test'
import { cookieCopy } from '../../../content/cookies'
import { focusedStop, pressTab, stopFindings, type Check } from './walk'

/** Presses in one direction before a region counts as a trap: the largest, the Customize view, has about 10 stops. */
const maxRegionStops = 60

/** Walks out of the marked region with `key` from where focus is; the findings, and whether focus got out. */
async function walkOut(page: Page, key: 'Tab' | 'Shift+Tab', state: string): Promise<{ findings: string[]; left: boolean }> {
  const findings: string[] = []
  let previous: string | undefined
  for (let press = 0; press < maxRegionStops; press += 1) {
    await pressTab(page, key === 'Tab' ? 'forward' : 'backward')
    const stop = await focusedStop(page)
    if (!stop?.inRegion) return { findings, left: true }
    if (stop.key === previous) return { findings: [...findings, `2.1.2 trap in ${state}: ${key} stays on ${stop.label}`], left: false }
    previous = stop.key
    findings.push(...(await stopFindings(page, stop)).map((finding) => `${finding} in ${state}`))
  }
  return { findings: [...findings, `2.1.2 trap in ${state}: ${key} never left it in ${maxRegionStops} presses`], left: false }
}

/** Opens the state with Enter on `opener`, walks its region (`region` finds it once open) both ways, then closes it with `close`. */
async function walkState(page: Page, state: string, opener: string, region: () => Promise<boolean>, close: () => Promise<void>) {
  await page.locator(opener).focus()
  await page.keyboard.press('Enter')
  if (!(await region())) return [`2.1.1 ${state} does not open with Enter`]
  const forward = await walkOut(page, 'Tab', state)
  // Back in from the stop after the region, through it and out before it.
  const backward = forward.left ? await walkOut(page, 'Shift+Tab', state) : { findings: [] }
  await page.evaluate(() => document.querySelector('[data-audit-region]')?.removeAttribute('data-audit-region'))
  await close()
  return [...new Set([...forward.findings, ...backward.findings])]
}

export const keyboardStates: Check = async (page) => {
  const findings: string[] = []
  // Disclosures the page shows now: the menu button on a phone, the cards' toggles, accordion triggers.
  const openers = await page.evaluate(() => {
    const labels: string[] = []
    for (const button of document.querySelectorAll<HTMLElement>('button[aria-expanded="false"][aria-controls]')) {
      if (button.getClientRects().length === 0 || button.closest('[aria-hidden="true"], [inert]')) continue
      button.setAttribute('data-audit-opener', String(labels.length))
      labels.push((button.getAttribute('aria-label') ?? button.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50))
    }
    return labels
  })
  for (const [index, label] of openers.entries()) {
    const opener = `[data-audit-opener="${index}"]`
    const region = () =>
      page.evaluate((selector) => {
        const button = document.querySelector(selector)
        const controlled = document.getElementById(button?.getAttribute('aria-controls') ?? '')
        if (button?.getAttribute('aria-expanded') !== 'true' || !controlled) return false
        controlled.setAttribute('data-audit-region', '')
        return true
      }, opener)
    // The mobile menu closes itself once focus leaves it; a card stays open until toggled again.
    const close = async () => {
      if ((await page.locator(opener).getAttribute('aria-expanded')) !== 'true') return
      await page.locator(opener).focus()
      await page.keyboard.press('Enter')
    }
    findings.push(...(await walkState(page, `"${label}" open`, opener, region, close)))
  }
  await page.evaluate(() => document.querySelectorAll('[data-audit-opener]').forEach((element) => element.removeAttribute('data-audit-opener')))

  const banner = page.getByRole('region', { name: cookieCopy.banner.label })
  const customize = banner.getByRole('button', { name: cookieCopy.banner.buttons.customize, exact: true })
  if (await customize.isVisible()) {
    await customize.evaluate((button) => button.setAttribute('data-audit-opener', 'customize'))
    const region = () =>
      banner.evaluate((element) => {
        if (element.getAttribute('data-view') !== 'customize') return false
        element.setAttribute('data-audit-region', '')
        return true
      })
    // Back returns to the simple view, where the visitor was.
    const close = () => banner.getByRole('button', { name: cookieCopy.banner.buttons.back, exact: true }).click()
    findings.push(...(await walkState(page, 'the cookie banner\'s Customize view', '[data-audit-opener="customize"]', region, close)))
  }
  return findings
}
