import { blogPage } from '../../content/blog/copy'
import { postMarkdown, posts } from '../../renderer/generate/content.server'
import { site } from '../../content/site'
import { desktopOnlyTag } from '../a11y/audit/pages'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

/** The same elements at every width: at 1280 px only (an article at 390 px: a11y/routes.spec.ts and its template story). */
const atDesktopOnly = { tag: desktopOnlyTag }

const postBySlug = (slug: string) => posts.find((post) => post.slug === slug)!

test.describe('without JavaScript', () => {
  // The fixture's own context, so the guards watch this test as they watch every other.
  test.use({ javaScriptEnabled: false })

  test('every article reads without JavaScript: heading, body, code and the way back', atDesktopOnly, async ({ page }) => {
    for (const post of posts) {
      await page.goto(post.link)
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
      await expect(page.getByRole('article').locator('p').last()).toBeVisible()
      await expect(page.getByRole('link', { name: blogPage.article.backLabel })).toHaveAttribute('href', '/blog')
    }
    await page.getByRole('link', { name: blogPage.article.backLabel }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('heading', { level: 1, name: blogPage.feed.heading })).toBeVisible()
  })
})

test('the press release opens news and partner links in a new tab, announced, and links the press e-mail', async ({ page }) => {
  const post = postBySlug('nimbus-mri')
  await gotoHydrated(page, post.link)
  const article = page.getByRole('article')
  const external = article.getByRole('link', { name: /\(opens in a new tab\)$/ })
  await expect(external).toHaveCount(4)
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(article.getByRole('link', { name: site.pressEmail })).toHaveAttribute('href', `mailto:${site.pressEmail}`)
})

test('the future of AI governance covers both governance lists, transparency, standards and looking ahead', async ({ page }) => {
  await gotoHydrated(page, '/blog/future-ai-governance')
  const article = page.getByRole('article')
  for (const heading of ['Technical governance', 'Organizational governance', 'Trust through transparency', 'Standards, frameworks and audits', 'Looking ahead']) {
    await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  for (const list of ['Technical governance', 'Organizational governance']) {
    const items = article.locator(`h2:text-is("${list}") ~ ul`).first().getByRole('listitem')
    await expect(items).toHaveCount(7)
  }
})

test('Hidden Risks of AI in Finance: dated October 9, 2025, links to degradation detection and the finance white paper, with an access button', async ({ page }) => {
  await gotoHydrated(page, '/blog/hidden-risks-of-ai-in-finance')
  const article = page.getByRole('article')
  await expect(article.locator('time').first()).toHaveText('October 9, 2025')
  await expect(article.locator('a[href="/solutions/degradation-detection"]')).toHaveCount(1)
  await expect(article.locator('a[href="/white-papers/accountable-ai-finance"]')).toHaveCount(2)
  await expect(article.getByRole('link', { name: 'Access the White Paper' })).toHaveAttribute('href', '/white-papers/accountable-ai-finance')
})

test('the feed and an article link to each other on the client', async ({ page }) => {
  await gotoHydrated(page, '/blog')
  const post = postBySlug('hidden-risks-of-ai-in-finance')
  await page.getByRole('link', { name: post.title }).first().click()
  await expect(page).toHaveURL(post.link)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(page).toHaveTitle(`${post.title} | ${site.brand}`)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await page.getByRole('link', { name: blogPage.article.backLabel }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('heading', { level: 1, name: blogPage.feed.heading })).toBeVisible()
})

test('an article’s Copy button copies its sample', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const source = postMarkdown('financial-services')
  const sample = /```json\n([\s\S]*?)\n```/.exec(source)![1]!
  await gotoHydrated(page, '/blog/financial-services')
  await page.getByRole('button', { name: 'Copy JSON code' }).click()
  await expect(page.getByRole('article').getByRole('status')).toHaveText('Copied to clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sample)
})
