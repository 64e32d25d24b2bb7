import type { Page, Request } from '@playwright/test'
import { searchCopy } from '../../content/search'
import { searchControlLabel, searchIndexFolder } from '../../content/search-control'
import { posts, routeByPath, whitePaperSlugs } from '../../renderer/generate/content.server'
import { settledSearchMs } from '../../renderer/features/search/useSiteSearch'
import { expect, gotoHydrated, test } from '../helpers/fixtures'
import { gtagCalls, stubGtag, waitForGtag } from './consent-fixtures'

// Site search (issue 50) on a desktop, by keyboard alone: the header's control, the shortcuts, the dialog's combobox
// and the index Pagefind built with the site. The phone's menu is in search.mobile.spec.ts, axe in a11y/search.spec.ts.

const indexPath = `/${searchIndexFolder}/`
const dialog = (page: Page) => page.getByRole('dialog', { name: searchCopy.dialogTitle })
const field = (page: Page) => dialog(page).getByRole('combobox', { name: searchCopy.inputLabel })
const options = (page: Page) => dialog(page).getByRole('option')
const hrefs = async (page: Page) => options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
const searchRequests = (page: Page) => {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith(indexPath) || pathname.includes('SearchDialogContainer')) seen.push(pathname)
  })
  return seen
}

async function searchFor(page: Page, words: string) {
  await page.keyboard.press('Control+k')
  await expect(field(page)).toBeFocused()
  await page.keyboard.type(words)
  await expect(dialog(page).getByRole('status')).not.toHaveText(searchCopy.loading)
}

test('no search asset is fetched until search opens; then the index loads and searches under its own policy', async ({ page }) => {
  const requested = searchRequests(page)
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  await page.mouse.move(400, 400)
  await page.keyboard.press('Tab')
  expect(requested, 'nothing of the search before it is opened').toEqual([])
  // The guard fails this test on any securitypolicyviolation: the worker compiles Pagefind's WebAssembly under
  // /pagefind/*'s own policy while the page keeps its own.
  await searchFor(page, 'degradation')
  await expect(options(page).first()).toBeVisible()
  expect(requested.some((path) => path.endsWith('pagefind-worker.js'))).toBe(true)
  expect(requested.some((path) => path.endsWith('.pagefind'))).toBe(true)
})

test('"degradation" finds the article, the white paper and the solution page; Enter opens one through the client router', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await searchFor(page, 'degradation')
  await expect.poll(() => hrefs(page)).toEqual(expect.arrayContaining(['/blog/ai-degradation-detection', '/white-papers/ai-model-degradation', '/solutions/degradation-detection']))
  const first = options(page).first()
  await expect(first.locator('mark').first()).toHaveText(/degradation/i)
  await expect(dialog(page).locator('[href="/white-papers/ai-model-degradation"]')).toContainText('White paper')
  // Arrow keys move the active option while focus stays in the field.
  const target = (await hrefs(page)).indexOf('/blog/ai-degradation-detection')
  for (let step = 0; step <= target; step += 1) await page.keyboard.press('ArrowDown')
  await expect(field(page)).toBeFocused()
  const active = options(page).nth(target)
  await expect(active).toHaveAttribute('aria-selected', 'true')
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!)
  await expect(active).toContainText('Article')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/blog\/ai-degradation-detection$/)
  await expect(page).toHaveTitle(routeByPath('/blog/ai-degradation-detection')!.title)
  await expect(dialog(page)).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no full page load').toBe(true)
})

test('"governance" finds the governance articles, with their category and date, and the Articles filter keeps only articles', async ({ page }) => {
  const governance = posts.filter((post) => /governance/i.test(post.title)).map((post) => post.link)
  expect(governance.length).toBeGreaterThanOrEqual(2)
  await gotoHydrated(page, '/')
  await searchFor(page, 'governance')
  // Tab from the field reaches the kind chips; Enter presses one.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: searchCopy.filters.kindLabels.Article })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: searchCopy.filters.category })).toBeVisible()
  await expect.poll(() => hrefs(page)).toEqual(expect.arrayContaining(governance))
  for (const option of await options(page).all()) await expect(option).toContainText('Article')
  const future = dialog(page).getByRole('option').and(page.locator('[href="/blog/future-ai-governance"]'))
  await expect(future).toContainText('Governance & Compliance')
  await expect(future.locator('time')).toHaveAttribute('datetime', '2024-02-29')
})

test('a nonsense word shows no results and the way to the full list; Escape returns focus to the control', async ({ page }) => {
  await gotoHydrated(page, '/about')
  const control = page.getByRole('banner').getByRole('button', { name: searchControlLabel })
  await control.focus()
  await page.keyboard.press('Enter')
  await expect(field(page)).toBeFocused()
  await page.keyboard.type('qzxvbnmw')
  await expect(dialog(page).getByRole('status')).toHaveText(searchCopy.noResults.replace('{query}', 'qzxvbnmw'))
  await expect(options(page)).toHaveCount(0)
  await expect(dialog(page).getByRole('link', { name: searchCopy.fullListLink })).toHaveAttribute('href', '/search')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(control).toBeFocused()
})

test('"/" opens search outside a field and is typed inside one; Ctrl+K opens it from anywhere', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.keyboard.press('/')
  await expect(field(page)).toBeFocused()
  await page.keyboard.type('/x')
  await expect(field(page)).toHaveValue('/x')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
})

test('an index that cannot load says so and links to the full list', async ({ page, browserConsole }) => {
  browserConsole.expect('Failed to load resource: net::ERR_FAILED', { pathname: `${indexPath}pagefind.js`, times: 1 })
  await page.route(`**${indexPath}**`, (route) => route.abort('failed'))
  await gotoHydrated(page, '/')
  await page.keyboard.press('Control+k')
  // Filled at once, so one search asks for the index: typed on a loaded machine, a pause between two keys is a second
  // search, and a second try at the index (engine.ts fetches it again after a failure), which logs a second error.
  await field(page).fill('governance')
  await expect(dialog(page).getByRole('status')).toHaveText(searchCopy.failed)
  await expect(dialog(page).getByRole('link', { name: searchCopy.fullListLink })).toHaveAttribute('href', '/search')
})

test('/search keeps the words in the URL, shows their results, and Back from a result brings them back', async ({ page }) => {
  await gotoHydrated(page, '/search?q=degradation')
  const main = page.getByRole('main')
  const pageField = main.getByRole('combobox', { name: searchCopy.inputLabel })
  await expect(pageField).toHaveValue('degradation')
  await expect(main.getByRole('option').first()).toBeVisible()
  await pageField.fill('governance')
  await expect(page).toHaveURL(/\/search\?q=governance$/)
  await expect(main.locator('[href="/blog/future-ai-governance"]')).toBeVisible()
  await main.locator('[href="/blog/future-ai-governance"]').click()
  await expect(page).toHaveURL(/\/blog\/future-ai-governance$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/search\?q=governance$/)
  await expect(main.getByRole('combobox', { name: searchCopy.inputLabel })).toHaveValue('governance')
  await expect(main.locator('[href="/blog/future-ai-governance"]')).toBeVisible()
})

test.describe('analytics', () => {
  test.use({ consent: 'none' })

  test('with analytics consent a settled search sends GA4\'s search event with its words, once', async ({ page, thirdParty }) => {
    await stubGtag(thirdParty)
    await gotoHydrated(page, '/')
    await waitForGtag(page)
    await searchFor(page, 'governance')
    await expect(options(page).first()).toBeVisible()
    await expect.poll(async () => (await gtagCalls(page)).filter((call) => call[1] === 'search'), { timeout: settledSearchMs * 5 }).toEqual([['event', 'search', { search_term: 'governance' }]])
  })
})

test('without analytics consent a search sends nothing', async ({ page }) => {
  await gotoHydrated(page, '/')
  await searchFor(page, 'governance')
  await expect(options(page).first()).toBeVisible()
  await page.waitForTimeout(settledSearchMs * 1.5)
  const queued = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)))
  expect(queued.filter((call) => call[1] === 'search')).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/search links to every article, white paper and page, and the header\'s control is a link to it', async ({ page }) => {
    await page.goto('/')
    const control = page.getByRole('banner').getByRole('link', { name: searchControlLabel })
    await expect(control).toHaveAttribute('href', '/search')
    await control.click()
    await expect(page).toHaveURL(/\/search$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('combobox')).toBeHidden()
    for (const post of posts) await expect(main.locator(`a[href="${post.link}"]`), post.link).toBeVisible()
    for (const slug of whitePaperSlugs) await expect(main.locator(`a[href="/white-papers/${slug}"]`), slug).toBeVisible()
    await expect(main.locator('a[href="/solutions/degradation-detection"]')).toBeVisible()
  })
})
