import type { Page } from '@playwright/test'
import { blogPage } from '../../content/blog/copy'
import { blogCategories, featuredPost, gridPosts, postsInCategory, searchForCategory, type BlogCategory } from '../../content/blog/feed'
import { posts } from '../../renderer/generate/content.server'
import { formatLongDate } from '../../content/dates'
import { afterNextFrames, expect, gotoHydrated, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'

const featured = featuredPost(posts)!
const grid = (page: Page) => page.locator('#blog-grid')
const featuredHeading = (page: Page) => page.getByRole('heading', { level: 2, name: featured.title })

async function expectCategoryShown(page: Page, category: BlogCategory) {
  const chips = page.getByRole('group', { name: blogPage.feed.filterLabel }).getByRole('button')
  await expect(chips.and(page.locator('[aria-pressed="true"]'))).toHaveText([category])
  // SPEC §4: the grid is the category newest first without its first post; the featured card stays.
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText(gridPosts(posts, category).map((post) => post.title))
  await expect(featuredHeading(page)).toBeVisible()
}

test('each chip shows its category without its newest post, the featured card never changes, and the query survives Back and reload', async ({ page }) => {
  await gotoHydrated(page, '/blog')
  await expectCategoryShown(page, 'All')

  for (const category of blogCategories.filter((name) => name !== 'All')) {
    await page.getByRole('button', { name: category, exact: true }).click()
    await expect(page).toHaveURL(`/blog${searchForCategory(category)}`)
    await expectCategoryShown(page, category)
    const leftOut = postsInCategory(posts, category)[0]!
    await expect(grid(page).getByRole('heading', { name: leftOut.title })).toHaveCount(0)
  }

  await page.goBack()
  await expect(page).toHaveURL('/blog?category=governance-and-compliance')
  await expectCategoryShown(page, 'Governance & Compliance')
  await page.goBack()
  await expectCategoryShown(page, 'Security & Control')
  await page.goForward()
  await expectCategoryShown(page, 'Governance & Compliance')

  await page.reload()
  await expect(page).toHaveURL('/blog?category=governance-and-compliance')
  await expectCategoryShown(page, 'Governance & Compliance')

  await page.getByRole('button', { name: 'All', exact: true }).click()
  await expect(page).toHaveURL('/blog')
  await expectCategoryShown(page, 'All')
})

test('a shared link opens the feed on its category, on /feed as on /blog', async ({ page }) => {
  await gotoHydrated(page, '/feed?category=news')
  await expectCategoryShown(page, 'News')
  await page.getByRole('button', { name: 'Frontier AI Resilience' }).click()
  await expect(page).toHaveURL('/feed?category=frontier-ai-resilience')
})

test('without a query the page is pre-rendered as All and nothing shifts', async ({ page, request }) => {
  const html = await (await request.get('/blog')).text()
  expect(html.match(/aria-pressed="true"/g)).toHaveLength(1)
  expect(html).toMatch(/aria-pressed="true"[^>]*>(<svg[\s\S]*?<\/svg>)?<span[^>]*>All</)
  await recordLayoutShifts(page)
  await gotoHydrated(page, '/blog')
  await expectCategoryShown(page, 'All')
  await afterNextFrames(page)
  expect(await layoutShifts(page)).toEqual([])
})

test('cards show image, category badge, US date and Read More; titles clamp to 2 lines and descriptions to 3', async ({ page }) => {
  await gotoHydrated(page, '/blog')
  const cards = grid(page).getByRole('article')
  const gridOfAll = gridPosts(posts, 'All')
  await expect(cards).toHaveCount(gridOfAll.length)
  for (const [index, post] of gridOfAll.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('img', { name: post.image.alt })).toHaveAttribute('src', post.image.src)
    // The call to action is the card's one link, named by its visible words, then the article (WCAG 2.5.3).
    await expect(card.getByRole('link')).toHaveCount(1)
    await expect(card.getByRole('link', { name: `${blogPage.feed.readMore} ${post.title}`, exact: true })).toHaveAttribute('href', post.link)
    await expect(card.locator('time')).toHaveText(formatLongDate(post.date))
    await expect(card).toContainText(blogPage.feed.readMore)
  }
  await expect(grid(page).getByText('Security & Control', { exact: true }).first()).toBeVisible()
  const featuredCard = page.getByRole('article').filter({ has: featuredHeading(page) })
  await expect(featuredCard.getByRole('link')).toHaveCount(1)
  await expect(featuredCard.getByRole('link', { name: `${blogPage.feed.readMore} ${featured.title}`, exact: true })).toHaveAttribute('href', featured.link)

  // Long copy in the first card: the clamp, measured in rendered lines, holds it to 2 and 3 lines.
  const lines = await cards.first().evaluate((card) => {
    const heading = card.querySelector('h3')!
    const description = card.querySelector('p')!
    heading.textContent = 'A very long title that keeps going '.repeat(8)
    description.textContent = 'A very long description that keeps on going and going. '.repeat(10)
    const rendered = (element: HTMLElement) => element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight)
    return { title: rendered(heading), description: rendered(description), overflowing: heading.scrollHeight > heading.clientHeight && description.scrollHeight > description.clientHeight }
  })
  expect(Math.round(lines.title)).toBe(2)
  expect(Math.round(lines.description)).toBe(3)
  expect(lines.overflowing).toBe(true)
})

test('a picture that fails to load is replaced by the placeholder', async ({ page }) => {
  const brokenPost = gridPosts(posts, 'All')[0]!
  // An undecodable body fails like a missing file without a 404 line in the console.
  for (const post of [featured, brokenPost]) {
    await page.route(`**${post.image.src}`, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'not an image' }))
  }
  await gotoHydrated(page, '/blog')
  for (const post of [featured, brokenPost]) {
    const image = page.getByRole('img', { name: post.image.alt })
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('src', '/images/placeholder.svg')
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  }
})
