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

// What these pages' full-page pictures without JavaScript used to show, in words: every section the reveal would fade in
// is there at full opacity, and nothing offers a toggle that cannot work. (About, Industries and Solutions have theirs in
// their own specs.)
for (const path of ['/get-started', '/solutions/content-impact', '/solutions/degradation-detection', '/solutions/ai-model-optimization']) {
  test(`${path} reads fully without JavaScript: every section shown, no dead toggle`, async ({ page }) => {
    await page.goto(path)
    const revealed = await page.locator('main [data-revealed]').all()
    expect(revealed.length).toBeGreaterThan(0)
    for (const section of revealed) {
      await section.scrollIntoViewIfNeeded()
      await expect(section).toBeVisible()
      await expect(section).toHaveCSS('opacity', '1')
    }
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
  })
}
