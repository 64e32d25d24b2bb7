import type { Page } from '@playwright/test'
import { legacyRedirects } from '../../content/redirects'
import { consoleMessages } from '../../renderer/consoleMessages'
import { formPages, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

// SPEC §2 "Unknown paths": the legacy table answered with a real 301 by the server and followed
// by client navigation with a console message; every other unknown path goes to / with a 404
// message, and Back never returns to the unknown URL. Desktop only: nothing here depends on the viewport.

const mixedCase = (slug: string) => slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())

/** Each old path in lower, upper and mixed case, with and without a trailing slash. */
const variants = legacyRedirects.flatMap(({ from, to }) =>
  [from, from.toUpperCase(), mixedCase(from)].flatMap((slug) => [`/${slug}`, `/${slug}/`]).map((path) => ({ path, to })),
)

/** Clicks a link to `href` added to the page, so the router (not a page load) handles it. */
async function followLink(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = Object.assign(document.createElement('a'), { href: target, textContent: target, id: 'routing-test-link' })
    document.getElementById('routing-test-link')?.remove()
    document.querySelector('main')?.append(link)
  }, href)
  await page.locator('#routing-test-link').click()
}

test('the server answers every legacy path, in any case and with or without a slash, with 301 and its new path', async ({ request }) => {
  expect(variants).toHaveLength(14 * 6)
  for (const { path, to } of variants) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(response.headers()['location'], path).toBe(to)
  }
})

/** Where each navigation starts: a short page that no legacy path leads to, so the test spends its time on the redirect, not on rendering Home. */
const startPath = '/privacy-policy'

test('the navigations start from a page no legacy path leads to', () => {
  expect(legacyRedirects.map(({ to }) => to)).not.toContain(startPath)
})

/**
 * The spellings the router is sent to: every spelling of the first old path, and one of each other's in turn, so
 * all six forms are followed and every old path is followed once. The matching itself (case, one trailing slash) is
 * `lookupLegacyRedirect`'s, unit-tested in content/redirects.test.ts, and the server test above answers all 84;
 * following every spelling of every path took 12 navigations a path (about 2 minutes of a run).
 */
const followedSpellings = legacyRedirects.map(({ from, to }, index) => {
  const spellings = variants.filter((variant) => variant.to === to).map(({ path }) => path)
  return { from, to, paths: index === 0 ? spellings : [spellings[index % spellings.length]!] }
})

for (const { from, to, paths } of followedSpellings) {
  test(`client navigation to /${from} (${paths.length === 1 ? paths[0] : 'every spelling'}) logs the 301 once and replaces the history entry`, async ({ page, browserConsole, thirdParty }) => {
    // Old white-paper articles land on form pages, which load the embed as soon as they render.
    if (to in formPages) await serveFakeForms(thirdParty)
    await gotoHydrated(page, startPath)
    for (const path of paths) {
      // Once per navigation: link prefetching (hover, or the link in view) routes without navigating.
      browserConsole.expect(consoleMessages.redirect(path, to), { times: 1 })
      // From another page each time: a link to the page already shown replaces its entry, as browsers do.
      if (new URL(page.url()).pathname !== startPath) {
        await followLink(page, startPath)
        await expect(page).toHaveURL((url) => url.pathname === startPath)
      }
      const before = await page.evaluate(() => history.length)
      await followLink(page, path)
      await expect(page).toHaveURL((url) => url.pathname === to)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      // One new entry: the legacy URL was never pushed, or it was replaced.
      expect(await page.evaluate(() => history.length), path).toBe(before + 1)
    }
  })
}

for (const path of ['/no-such-page', '/blog/nope/extra']) {
  test(`${path} gets the 404 page from the server, then the browser lands on / and Back skips it`, async ({ page, request, browserConsole }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toContain('Page not found')

    await gotoHydrated(page, '/#before')
    browserConsole.expectNotFoundStatus(path)
    browserConsole.expect(consoleMessages.notFound(path))
    await page.goto(path)
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found')
    await page.goBack()
    await expect(page).toHaveURL((url) => url.hash === '#before')
  })
}

test('client navigation to an unknown nested path lands on / with the 404 message, and Back skips it', async ({ page, browserConsole }) => {
  const path = '/blog/nope/extra'
  await gotoHydrated(page, '/#before')
  browserConsole.expectNotFoundStatus(path)
  browserConsole.expect(consoleMessages.notFound(path))
  await followLink(page, path)
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '')
  await page.goBack()
  await expect(page).toHaveURL((url) => url.hash === '#before')
})

test('on a host without rule files, the 404 page itself sends a legacy path in any case on, with the 301 message', async ({ page, request, browserConsole }) => {
  const { from, to } = legacyRedirects.find((redirect) => redirect.from === 'the-future-of-ai-governance')!
  const path = `/${mixedCase(from)}/`
  // What a static host that only knows 404.html answers.
  const notFoundHtml = await (await request.get('/no-such-page')).text()
  await page.route(`**${path}`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }))
  browserConsole.expectNotFoundStatus(path)
  browserConsole.expect(consoleMessages.redirect(path, to))
  await page.goto(path)
  await expect(page).toHaveURL((url) => url.pathname === to)
})
