import { contentImpactPage, degradationDetectionPage, modelOptimizationPage } from '../../content/pages/solution-details'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

test('content impact: hero, benefits, Copyrights & AI, AI Data Analysis and CONTACT US to /get-started', async ({ page }) => {
  const { hero, benefits, copyrights, dataAnalysis, cta } = contentImpactPage
  await gotoHydrated(page, '/solutions/content-impact')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: hero.heading })).toBeVisible()
  await expect(main.getByRole('list', { name: benefits.heading }).getByRole('heading', { level: 3 })).toHaveText(benefits.items.map((item) => item.title))
  for (const block of [copyrights, dataAnalysis]) {
    const region = main.getByRole('region', { name: block.heading })
    await expect(region.getByRole('listitem')).toHaveText(block.points)
    await expect(region).toContainText(block.paragraphs[0]!)
  }
  await expect(main.getByRole('link', { name: 'CONTACT US', exact: true })).toHaveAttribute('href', '/get-started')
  expect(cta.label).toBe('CONTACT US')
})

test('degradation detection: Did You Know, capabilities, What\'s New to the article, two cards and a contact button', async ({ page }) => {
  const { hero, didYouKnow, capabilities, whatsNew, cards, cta } = degradationDetectionPage
  await gotoHydrated(page, '/solutions/degradation-detection')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: hero.heading })).toBeVisible()
  await expect(main.getByRole('region', { name: didYouKnow.heading })).toContainText(didYouKnow.paragraphs[0]!)
  await expect(main.getByRole('list', { name: capabilities.heading }).getByRole('listitem')).toHaveCount(capabilities.items.length)
  await expect(main.getByRole('region', { name: whatsNew.heading }).getByRole('link', { name: whatsNew.link.label })).toHaveAttribute(
    'href',
    '/blog/ai-degradation-detection',
  )
  for (const card of cards) await expect(main.getByRole('heading', { level: 2, name: card.title })).toBeAttached()
  await expect(main.getByRole('link', { name: cta.label, exact: true })).toHaveAttribute('href', '/get-started')
})

test('model optimization: hero, list, the CEO\'s quote, and a contact button that navigates on the client', async ({ page }) => {
  const { hero, list, quote, cta } = modelOptimizationPage
  await gotoHydrated(page, '/solutions/ai-model-optimization')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: hero.heading })).toBeVisible()
  await expect(main.getByRole('list', { name: list.heading }).getByRole('listitem')).toHaveCount(list.items.length)
  const figure = main.locator('figure', { hasText: quote.text })
  await expect(figure.locator('blockquote')).toHaveText(quote.text)
  await expect(figure.locator('figcaption')).toHaveText(`${quote.name}${quote.role}`)
  const contact = main.getByRole('link', { name: cta.label, exact: true })
  await expect(contact).toHaveAttribute('href', '/get-started')
  await contact.click()
  await expect(page).toHaveURL(/\/get-started$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('only the three detail paths exist under /solutions/', async ({ request }) => {
  expect((await request.get('/solutions/not-a-solution')).status()).toBe(404)
})
