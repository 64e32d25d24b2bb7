import { cookieCopy } from '../../content/cookies'
import { routeByPath } from '../../renderer/generate/content.server'
import { analytics } from '../../content/site'
import { expect, gotoHydrated, test } from '../helpers/fixtures'
import { gtagCalls, gtagPattern, stubGtag, waitForGtag, type RecordedCall } from './consent-fixtures'

// Analytics is on for a first-time visitor (SPEC §4 implicit opt-in); the viewport changes nothing here.
test.use({ consent: 'none' })

const isPageView = (call: RecordedCall) => call[0] === 'event' && call[1] === 'page_view'

test('consent default comes before config, and every route change, the first included, sends one page_view', async ({ page, baseURL, thirdParty }) => {
  const gtag = await stubGtag(thirdParty)
  await gotoHydrated(page, '/?utm_source=test')
  await waitForGtag(page)
  const calls = await gtagCalls(page)
  const defaultAt = calls.findIndex((call) => call[0] === 'consent' && call[1] === 'default')
  const configAt = calls.findIndex((call) => call[0] === 'config')
  const firstViewAt = calls.findIndex(isPageView)
  expect(defaultAt).toBe(0)
  expect(calls[defaultAt]![2]).toEqual({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
  expect(configAt).toBeGreaterThan(defaultAt)
  expect(calls[configAt]).toEqual(['config', analytics.measurementId, { send_page_view: false }])
  expect(firstViewAt).toBeGreaterThan(configAt)
  expect(calls.filter(isPageView)).toEqual([
    [
      'event',
      'page_view',
      { page_path: '/?utm_source=test', page_location: `${baseURL}/?utm_source=test`, page_title: routeByPath('/')!.title },
    ],
  ])
  expect(gtag.requests).toBe(1)

  // Client-side navigation: no new document, so the same fake keeps recording.
  await page.locator('#root > footer').getByRole('link', { name: 'Terms and Conditions' }).click()
  await expect(page).toHaveTitle(routeByPath('/terms-and-conditions')!.title)
  await expect.poll(async () => (await gtagCalls(page)).filter(isPageView).length).toBe(2)
  expect((await gtagCalls(page)).filter(isPageView)[1]).toEqual([
    'event',
    'page_view',
    {
      page_path: '/terms-and-conditions',
      page_location: `${baseURL}/terms-and-conditions`,
      page_title: routeByPath('/terms-and-conditions')!.title,
    },
  ])
  expect(gtag.requests, 'gtag.js is loaded once per document').toBe(1)
})

test('a blocked gtag.js leaves the site working and logs nothing but Chromium\'s own network line', async ({ page, thirdParty, browserConsole }) => {
  // Chromium reports every failed subresource load itself, however the page handles the failure;
  // that line is the only one allowed. Any error of ours, or an uncaught one, fails the guard.
  browserConsole.expect('Failed to load resource: net::ERR_FAILED', { pathname: new URL(analytics.scriptUrl).pathname, times: 1 })
  await thirdParty.stub(gtagPattern, (route) => route.abort('failed'))
  const failed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(analytics.scriptUrl))
  await gotoHydrated(page, '/')
  await failed
  // The failed script element is removed, and the queue keeps working without it.
  await expect(page.locator(`script[src^="${analytics.scriptUrl}"]`)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject All' }).click()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
})

test('after Reject All, a client-side navigation sends no page_view', async ({ page, thirdParty }) => {
  await stubGtag(thirdParty)
  await gotoHydrated(page, '/')
  await waitForGtag(page)
  const banner = page.getByRole('region', { name: cookieCopy.banner.label })
  await banner.getByRole('button', { name: cookieCopy.banner.buttons.rejectAll }).click()
  await expect(banner).toHaveCount(0)
  const calls = await gtagCalls(page)
  expect(calls.filter(isPageView)).toHaveLength(1)
  expect(calls.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })])

  // The same document, so the fake keeps recording: a page_view would be pushed as the head changes.
  await page.locator('#root > footer').getByRole('link', { name: 'Terms and Conditions' }).click()
  await expect(page).toHaveTitle(routeByPath('/terms-and-conditions')!.title)
  await page.locator('#root > footer').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveTitle(routeByPath('/privacy-policy')!.title)
  expect((await gtagCalls(page)).filter(isPageView)).toHaveLength(1)
})
