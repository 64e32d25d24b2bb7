import { home } from '../../content/pages/home'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/')
})

test('hero shows both headings and the spec subline', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: home.hero.heading })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: home.hero.subheading })).toBeVisible()
  await expect(page.getByText('First-in-Kind Tool for AI/MLOps')).toBeVisible()
})

test('tool cards link to their Solutions anchors', async ({ page }) => {
  for (const tool of home.tools.items) {
    await expect(page.getByRole('link', { name: tool.title })).toHaveAttribute('href', `/solutions#${tool.id}`)
  }
})

test('stat tiles link to Industries, demo and closing calls to action go where the spec says', async ({ page }) => {
  for (const stat of home.stats.items) {
    await expect(page.locator(`a[href="/industries"]`, { hasText: stat.value })).toHaveCount(1)
  }
  await expect(page.getByRole('link', { name: 'Try it Yourself' })).toHaveAttribute('href', '/demo')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Get Started' }).last()).toHaveAttribute('href', '/get-started')
  for (const item of home.capabilities.items) {
    await expect(page.getByRole('link', { name: item.title })).toHaveAttribute('href', '/solutions#integration')
  }
})

test('a Learn more tooltip opens on keyboard focus and passes axe while open', async ({ page }) => {
  const firstTool = home.tools.items[0]!
  const trigger = page.getByRole('button', { name: 'Learn more' }).first()
  await trigger.focus()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toHaveText(firstTool.tooltip)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
})

test('sections reveal once when scrolled into view and stay revealed', async ({ page }) => {
  const closing = page.locator('[data-revealed]').last()
  await expect(closing).toHaveAttribute('data-revealed', 'false')
  await closing.scrollIntoViewIfNeeded()
  await expect(closing).toHaveAttribute('data-revealed', 'true')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(closing).toHaveAttribute('data-revealed', 'true')
})
