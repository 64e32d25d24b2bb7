import { home } from '../../content/pages/home'
import { primaryNavigation } from '../../content/navigation'
import { expect, test } from '../helpers/fixtures'
import { notFoundPath } from '../helpers/prerendered'

test.use({ javaScriptEnabled: false })

test('Home reads fully without JavaScript: headings, copy and revealed sections', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: home.hero.heading })).toBeVisible()
  await expect(page.getByText(home.closing.body)).toBeVisible()
  const lastSection = page.locator('[data-revealed]').last()
  await lastSection.scrollIntoViewIfNeeded()
  await expect(lastSection).toHaveCSS('opacity', '1')
  for (const item of home.capabilities.items) await expect(page.getByText(item.body)).toBeVisible()
})

test('navigation links are reachable and work without JavaScript', async ({ page, browserConsole }) => {
  browserConsole.expectNotFoundStatus(notFoundPath)
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const item of primaryNavigation) await expect(nav.locator(`a[href="${item.href}"]`)).toBeVisible()
  await expect(page.getByRole('link', { name: home.tools.items[0]!.title })).toHaveAttribute('href', '/solutions#editing')
  await page.goto(notFoundPath)
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: home.hero.heading })).toBeVisible()
})
