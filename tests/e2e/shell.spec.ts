import { footerColumns, headerCta, primaryNavigation } from '../../content/navigation'
import { routeByPath } from '../../renderer/generate/content.server'
import { site } from '../../content/site'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

test('the header links every section and the footer carries the spec columns', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: new RegExp(`${site.brand}`) }).first()).toHaveAttribute('href', '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const item of primaryNavigation) await expect(nav.locator(`a[href="${item.href}"]`)).toHaveCount(1)
  await expect(header.locator(`a[href="${headerCta.href}"]`, { hasText: headerCta.label }).first()).toBeAttached()

  const footer = page.getByRole('contentinfo')
  for (const column of footerColumns) {
    for (const link of column.links) await expect(footer.locator(`a[href="${link.href}"]`).first()).toBeAttached()
  }
  await expect(footer).toContainText(`© ${site.copyrightYear}`)
  await expect(footer).toContainText(site.taglineCode)
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await skip.press('Enter')
  await expect(page).toHaveURL(/#main-content$/)
})

test('client navigation scrolls to the top and updates the head, across routes', async ({ page }) => {
  await gotoHydrated(page, '/')
  const home = routeByPath('/')!
  const about = routeByPath('/about')!
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  // Marks this document: still there after the clicks, so each step is a client-side navigation, not a load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

  await page.getByRole('contentinfo').locator('a[href="/about"]').first().click()
  await expect(page).toHaveURL((url) => url.pathname === '/about')
  await expect(page).toHaveTitle(about.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', about.description)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/about`)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(await sameDocument()).toBe(true)

  await page.getByRole('banner').locator('a[href="/"]').first().click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page).toHaveTitle(home.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home.description)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await sameDocument()).toBe(true)
})

test('client navigation to a URL with a hash scrolls to its target instead of the top', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/#home-capabilities-heading'
    link.textContent = 'Capabilities'
    link.id = 'test-hash-link'
    document.querySelector('main')?.append(link)
  })
  await page.locator('#test-hash-link').click()
  await expect(page).toHaveURL(/#home-capabilities-heading$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await expect(page.locator('#home-capabilities-heading')).toBeInViewport()
})
