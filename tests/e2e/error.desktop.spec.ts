import { errorCopy } from '../../content/errors'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

// SPEC §2: the router's generic fallback. Forced by a stub: the server fails the page data a
// client navigation fetches, as a broken deployment would.

test('a failed client navigation shows "Unexpected Application Error!" with the message, inside the site shell', async ({ page, browserConsole }) => {
  await gotoHydrated(page, '/#before')
  await page.route('**/index.pageContext.json', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ serverSideError: true }) }),
  )
  browserConsole.expect('Failed to load resource: the server responded with a status of 500 (Internal Server Error)')
  browserConsole.expect('Error: [vike][Error] ', { prefix: true })

  await page.getByRole('banner').getByRole('link').first().click()

  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(errorCopy.unexpectedHeading)
  await expect(main).toContainText("pageContext couldn't be fetched")
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
