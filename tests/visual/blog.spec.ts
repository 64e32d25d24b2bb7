import type { Page } from '@playwright/test'
import { blogCategories, categorySlug, type BlogCategory } from '../../content/blog/feed'
import { expect, test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot, loadImagesForFullPage } from '../helpers/screenshots'
import { gotoForSnapshot } from '../helpers/fonts'

test.use({ reducedMotion: 'reduce' })

async function loadImages(page: Page) {
  await loadImagesForFullPage(page)
  // The pointer rests where the last chip was clicked; off the page, no card shows its hover state.
  await page.mouse.move(0, 0)
}

const chipSnapshot = (category: BlogCategory) => `blog-${category === 'All' ? 'all' : categorySlug(category)}.png`

test('the feed matches its snapshot in every chip state', baselinesAtBothWidths(...blogCategories.map(chipSnapshot)), async ({ page }) => {
  await gotoForSnapshot(page, '/blog')
  for (const category of blogCategories) {
    await page.getByRole('button', { name: category, exact: true }).click()
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await loadImages(page)
    await expectScreenshot(page, chipSnapshot(category), { fullPage: true })
  }
})

test('an article matches its snapshot', baselinesAtBothWidths('blog-article.png'), async ({ page }) => {
  await gotoForSnapshot(page, '/blog/financial-services')
  await loadImages(page)
  await expectScreenshot(page, 'blog-article.png', { fullPage: true })
})
