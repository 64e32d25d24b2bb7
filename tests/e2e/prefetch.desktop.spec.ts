import type { Page, Request } from '@playwright/test'
import { pageContextUrl } from '../../renderer/features/prefetch/policy'
import { expect, gotoHydrated, seedConsentOnce, test } from '../helpers/fixtures'
import { serveFakeForms } from '../helpers/fake-hubspot'
import { gtagCalls, stubGtag, waitForGtag, type RecordedCall } from './consent-fixtures'

// Fetching ahead (renderer/features/prefetch). Desktop only: the pointer rests on links there, and the header shows
// its links. Playwright turns the HTTP cache off while a test intercepts requests, as every test here does for
// outside hosts, so the click asking for the prefetched file again is checked in a context of its own.

const isPageView = (call: RecordedCall) => call[0] === 'event' && call[1] === 'page_view'

/** Requests for `path` (query and hash ignored) from now on. */
function requestsFor(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request)
  })
  return seen
}

/** Every response from our origin the page took from the network or the HTTP cache, by path, from Resource Timing. */
const resourceEntries = (page: Page, path: string) =>
  page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname === wanted)
        .map((entry) => ({ transferSize: entry.transferSize, bodySize: entry.decodedBodySize })),
    path,
  )

test.describe('a first visit', () => {
  // Analytics is on (SPEC §4 implicit opt-in) and the banner is due, so prefetching starts at the first interaction.
  test.use({ consent: 'none' })

  test('hovering a link fetches its page context once, and neither a page view nor the forms script', async ({ page, thirdParty }) => {
    const formsRequests = await serveFakeForms(thirdParty)
    await stubGtag(thirdParty)
    const demoContexts = requestsFor(page, pageContextUrl('/demo'))
    await gotoHydrated(page, '/')
    await waitForGtag(page)
    expect((await gtagCalls(page)).filter(isPageView)).toHaveLength(1)

    const tryIt = page.getByRole('main').getByRole('link', { name: 'Try it Yourself' })
    const demoEntry = page.waitForResponse((response) => /\/assets\/entries\/pages_demo\b/.test(new URL(response.url()).pathname))
    await tryIt.hover()
    await expect.poll(() => demoContexts.length).toBe(1)
    await demoEntry
    // Intent again, by pointer and by keyboard: nothing is fetched twice.
    await page.mouse.move(0, 0)
    await tryIt.hover()
    await tryIt.focus()
    await page.waitForTimeout(300)
    expect(demoContexts).toHaveLength(1)
    // Its code is here, but nothing of it has run as a page.
    expect((await gtagCalls(page)).filter(isPageView)).toHaveLength(1)
    expect(formsRequests).toHaveLength(0)

    // The visit: exactly one more page view, and the forms script now.
    await tryIt.click()
    await expect(page).toHaveURL(/\/demo$/)
    await expect.poll(async () => (await gtagCalls(page)).filter(isPageView).length).toBe(2)
    await expect.poll(() => formsRequests.length).toBe(1)
    await page.waitForTimeout(300)
    expect((await gtagCalls(page)).filter(isPageView).map((call) => (call[2] as { page_path: string }).page_path)).toEqual(['/', '/demo'])
  })
})

test.describe('under Save-Data', () => {
  test('pointing at, focusing or waiting near links fetches nothing ahead', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    await gotoHydrated(page, '/')
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData: boolean } }).connection?.saveData)).toBe(true)
    // Anything of another page: its context, its entry (and the code that prefetches them). Home's own deferred code
    // (the tooltips, the moving strip) may arrive meanwhile; it is this page's.
    const fetchedAhead: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.pageContext.json') || pathname.startsWith('/assets/entries/')) fetchedAhead.push(pathname)
    })
    for (const name of ['Solutions', 'Industries', 'About']) await page.locator('header').getByRole('link', { name, exact: true }).hover()
    await page.getByRole('main').getByRole('link', { name: 'Try it Yourself' }).hover()
    await page.getByRole('main').getByRole('link', { name: 'Try it Yourself' }).focus()
    await page.waitForTimeout(1500)
    expect(fetchedAhead).toEqual([])
  })
})

test('the click takes the page context from the HTTP cache and the first image from the document', async ({ browser, baseURL }) => {
  // A context without request interception, so the HTTP cache works as in a visitor's browser. Nothing here
  // reaches outside: the stored choice keeps analytics off, and neither page loads a third party.
  const context = await browser.newContext({ baseURL })
  try {
    await seedConsentOnce(context, new URL(baseURL!).origin)
    const page = await context.newPage()
    const outside: string[] = []
    const problems: string[] = []
    page.on('request', (request) => new URL(request.url()).origin !== new URL(baseURL!).origin && outside.push(request.url()))
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()))
    page.on('pageerror', (error) => problems.push(error.message))

    const contextPath = pageContextUrl('/white-papers')
    // The listing's first cover is eager (above the fold); it is revalidated on every load, yet asked for once here.
    const coverPath = '/images/white-papers/accountable-ai-finance.svg'
    const coverRequests = requestsFor(page, coverPath)
    await gotoHydrated(page, '/')
    const link = page.locator('header').getByRole('link', { name: 'White Papers', exact: true })
    await link.hover()
    await expect.poll(() => resourceEntries(page, contextPath)).toHaveLength(1)
    await expect.poll(() => coverRequests.length).toBe(1)
    await link.click()
    const cover = page.locator(`main img[src="${coverPath}"]`)
    await expect(cover).toBeVisible()
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    const [ahead, atClick] = await resourceEntries(page, contextPath)
    expect(ahead?.transferSize, 'fetched ahead from the server').toBeGreaterThan(0)
    expect(atClick, "Vike's own request on the click").toBeDefined()
    expect(atClick?.transferSize, 'answered by the HTTP cache, no request sent').toBe(0)
    expect(atClick?.bodySize).toBe(ahead?.bodySize)
    expect(coverRequests, 'the cover is not asked for again').toHaveLength(1)
    expect(outside).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await context.close()
  }
})

test('with a choice stored, header links in view are fetched once the page is idle; footer links once in view', async ({ page }) => {
  const industries = requestsFor(page, pageContextUrl('/industries'))
  const privacy = requestsFor(page, pageContextUrl('/privacy-policy'))
  await gotoHydrated(page, '/')
  await expect.poll(() => industries.length).toBe(1)
  await page.waitForTimeout(300)
  expect(privacy, 'the footer is out of view').toHaveLength(0)
  await page.locator('#root > footer').getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded()
  await expect.poll(() => privacy.length).toBe(1)
  expect(industries).toHaveLength(1)
})

test('a followed link paints its heading first, then the whole page, and nothing shifts; Back and a #hash get the whole page at once', async ({ page }) => {
  // How many sections <main> held when each new <h1> first appeared, and every layout shift, even one right after
  // the click (which the CLS score forgives as following input).
  await page.addInitScript(() => {
    const seen = { shifts: [] as number[], sectionsWithHeading: [] as number[] }
    Object.assign(window, { seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift' })
    let heading = ''
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? ''
      if (text === heading) return
      heading = text
      seen.sectionsWithHeading.push(document.querySelectorAll('main section').length)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const seen = () => page.evaluate(() => (window as unknown as { seen: { shifts: number[]; sectionsWithHeading: number[] } }).seen)
  await gotoHydrated(page, '/')
  const header = page.locator('header')

  await header.getByRole('link', { name: 'Industries', exact: true }).click()
  await expect(page.getByRole('main').getByRole('button', { expanded: false }).first()).toBeVisible()
  expect((await seen()).sectionsWithHeading.at(-1), 'the heading came alone').toBe(1)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
  const leftAt = await page.evaluate(() => Math.round(window.scrollY))
  // A visitor reads before clicking on: Vike keeps the position in the history entry, at most every 300 ms.
  await expect.poll(() => page.evaluate(() => Math.round((history.state as { vike?: { scrollPosition?: { y: number } } }).vike?.scrollPosition?.y ?? -1))).toBe(leftAt)

  await header.getByRole('link', { name: 'Feed', exact: true }).click()
  await expect(page.locator('#blog-grid li').first()).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect((await seen()).shifts, 'nothing drawn moved').toEqual([])

  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/industries')
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), 'Back returns where the visitor was').toBe(leftAt)
  expect((await seen()).sectionsWithHeading.at(-1), 'Back renders the whole page at once').toBeGreaterThan(1)

  await page.getByRole('contentinfo').getByRole('link', { name: 'Weight-Level Editing' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/solutions' && url.hash === '#weight-level-editing')
  expect((await seen()).sectionsWithHeading.at(-1), 'a #hash renders the whole page at once').toBeGreaterThan(1)
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toBeInViewport()
})
