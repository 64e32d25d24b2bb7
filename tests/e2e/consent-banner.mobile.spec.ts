import type { Page } from '@playwright/test'
import { cookieCopy } from '../../content/cookies'
import { expect, gotoHydrated, test } from '../helpers/fixtures'
import { bannerLabel, stubGtag } from './consent-fixtures'

// The mobile project's screen: 390 × 844.
test.use({ consent: 'none' })

const banner = (page: Page) => page.getByRole('region', { name: bannerLabel })
const maxShare = 0.4

test(`on a 390 × 844 phone the simple view covers at most ${maxShare * 100}% of the screen; Customize scrolls inside itself below the header`, async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await expect(banner(page)).toBeVisible()
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 })
  const share = await banner(page).evaluate((element) => (window.innerHeight - element.getBoundingClientRect().top) / window.innerHeight)
  expect(share).toBeLessThanOrEqual(maxShare)

  await banner(page).getByRole('button', { name: cookieCopy.banner.buttons.customize }).click()
  const customize = await banner(page).evaluate((element) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    return { top: element.getBoundingClientRect().top, headerBottom: header.bottom, scrolls: element.scrollHeight > element.clientHeight, overflowY: getComputedStyle(element).overflowY }
  })
  expect(customize.top).toBeGreaterThanOrEqual(customize.headerBottom)
  expect(customize.overflowY).toBe('auto')
  // The last button can be scrolled to inside the banner.
  const back = banner(page).getByRole('button', { name: cookieCopy.banner.buttons.back })
  await back.focus()
  await expect(back).toBeInViewport({ ratio: 1 })
})
