import { blogCategories, featuredPost, gridPosts } from '../../content/blog/feed'
import { posts } from '../../renderer/generate/content.server'
import { formatLongDate } from '../../content/dates'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

test('the grid has 1 column at 390 px, 2 at 800 px and 3 at 1280 px', async ({ page }) => {
  await gotoHydrated(page, '/blog')
  const items = page.locator('#blog-grid li')
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await expect
      .poll(() => items.evaluateAll((elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().left))).size), {
        message: `${width} px`,
      })
      .toBe(columns)
  }
})

test.describe('in a time zone far from UTC', () => {
  // Honolulu is UTC-10: a date read as UTC midnight would show the day before.
  test.use({ timezoneId: 'Pacific/Honolulu' })

  test('dates stay the calendar dates written in content, pre-rendered and after client renders', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    expect(await page.evaluate(() => new Date('2025-10-28').getDate())).toBe(27)
    // The spec's newest entry, written 2025-10-28, wherever it sits (a newer post takes its featured place).
    const specEntry = posts.find((post) => post.date === '2025-10-28')!
    await expect(page.getByRole('article').filter({ hasText: specEntry.title }).locator('time')).toHaveText('October 28, 2025')
    const featured = featuredPost(posts)!
    await expect(page.getByRole('article').first().locator('time')).toHaveText(formatLongDate(featured.date))
    for (const category of blogCategories) {
      await page.getByRole('button', { name: category, exact: true }).click()
      await expect(page.locator('#blog-grid time')).toHaveText(gridPosts(posts, category).map((post) => formatLongDate(post.date)))
    }
  })
})

test('an article reflows at 200% zoom: no sideways scrolling, body text at least 16 px', async ({ page }) => {
  // 200% zoom of the 1280 px desktop window is a 640 CSS px viewport.
  await page.setViewportSize({ width: 640, height: 400 })
  await gotoHydrated(page, '/blog/financial-services')
  const { scrollWidth, clientWidth, fontSize } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    fontSize: Number.parseFloat(getComputedStyle(document.querySelector('article p:not(:first-child)') ?? document.body).fontSize),
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  expect(fontSize).toBeGreaterThanOrEqual(16)
})
