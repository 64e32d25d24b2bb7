import { downloadLabel, keyFindingsHeading, whitePaperItems, whitePaperPages, whitePaperSlugs, whitePapersListing } from '../../content/white-papers/papers'
import { formatLongDate } from '../../content/dates'
import { serveFakeForms } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

test('the listing is Technical Research with two cards, newest first, each linking to its paper', async ({ page }) => {
  await gotoHydrated(page, '/white-papers')
  await expect(page.getByRole('heading', { level: 1, name: whitePapersListing.title })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(whitePaperItems.map((item) => item.title))
  for (const [index, item] of whitePaperItems.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('link', { name: item.title })).toHaveAttribute('href', item.link)
    for (const text of [item.description, item.type, item.pages, formatLongDate(item.date), downloadLabel]) await expect(card).toContainText(text)
  }
})

test('/whitepapers is the same listing with /white-papers as its canonical', async ({ request }) => {
  const [alias, listing] = await Promise.all([request.get('/whitepapers'), request.get('/white-papers')])
  const aliasHtml = await alias.text()
  expect(aliasHtml).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/white-papers"/)
  expect((await listing.text()).match(/<main[\s\S]*<\/main>/)?.[0]).toBe(aliasHtml.match(/<main[\s\S]*<\/main>/)?.[0])
})

test('a card whose image fails to load shows the placeholder', async ({ page, browserConsole }) => {
  const broken = whitePaperItems[1]!.image.src
  browserConsole.expect('Failed to load resource: net::ERR_FAILED', { pathname: broken })
  await page.route(`**${broken}`, (route) => route.abort('failed'))
  await gotoHydrated(page, '/white-papers')
  const image = page.getByRole('img', { name: whitePaperItems[1]!.image.alt })
  await image.scrollIntoViewIfNeeded()
  // MediaCard's placeholder artwork.
  await expect(image).toHaveAttribute('src', '/images/placeholder.svg')
  await expect(page.getByRole('img', { name: whitePaperItems[0]!.image.alt })).toHaveAttribute('src', whitePaperItems[0]!.image.src)
})

test('each white paper has a back link, its header, two lead forms and the summary', async ({ page, thirdParty }) => {
  await serveFakeForms(thirdParty)
  for (const slug of whitePaperSlugs) {
    const paper = whitePaperPages[slug]
    await gotoHydrated(page, `/white-papers/${slug}`)
    await expect(page.getByRole('link', { name: paper.backLink.label })).toHaveAttribute('href', '/white-papers')
    await expect(page.getByRole('heading', { level: 1, name: paper.header.heading })).toBeVisible()
    for (const heading of [paper.formHeadingTop, paper.formHeadingBottom, paper.summary.heading, keyFindingsHeading]) {
      await expect(page.getByRole('heading', { name: heading, exact: true }), `${slug}: ${heading}`).toBeVisible()
    }
    await expect(page.getByRole('list', { name: keyFindingsHeading }).getByRole('listitem')).toHaveText(paper.summary.keyFindings)
    await expect(page.locator('[data-form-state="embedded"]')).toHaveCount(2)
  }
})
