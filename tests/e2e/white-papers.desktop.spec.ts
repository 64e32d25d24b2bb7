import type { APIRequestContext } from '@playwright/test'
import { downloadLinkLabel, formsTiming } from '../../content/forms'
import { leadForms } from '../../content/lead-forms'
import { documentPath, downloadLabel, keyFindingsHeading, whitePapersListing } from '../../content/white-papers/papers'
import { paperPage, whitePaperItems, whitePaperSlugs } from '../../renderer/generate/content.server'
import { formatLongDate } from '../../content/dates'
import { blockFormsEmbed, fakeEmbed, serveFakeForms, serveSubmissionApi } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, test } from '../helpers/fixtures'
import { fillLeadForm, validValues } from '../helpers/lead-form'

/** Fetches a paper's PDF from the test server as a browser would, and checks it is one; returns its size. */
async function servedDocument(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(documentPath(slug))
  expect(response.status(), slug).toBe(200)
  expect(response.headers()['content-type'], slug).toBe('application/pdf')
  const body = await response.body()
  expect(body.subarray(0, 5).toString('latin1'), slug).toBe('%PDF-')
  // The document information's title (a literal string object), not a whole binary file in a failure message.
  expect(body.toString('latin1').includes(`(${paperPage(slug).title})`), `${slug}: title`).toBe(true)
  return body.byteLength
}

test('the listing is Technical Research with two cards, newest first, each linking to its paper', async ({ page }) => {
  await gotoHydrated(page, '/white-papers')
  await expect(page.getByRole('heading', { level: 1, name: whitePapersListing.title })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(whitePaperItems.map((item) => item.title))
  for (const [index, item] of whitePaperItems.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('link')).toHaveCount(1)
    await expect(card.getByRole('link', { name: `${downloadLabel} ${item.title}`, exact: true })).toHaveAttribute('href', item.link)
    for (const text of [item.description, item.type, item.pages, formatLongDate(item.date), downloadLabel]) await expect(card).toContainText(text)
  }
})

test('/whitepapers is the same listing with /white-papers as its canonical', async ({ request }) => {
  const [alias, listing] = await Promise.all([request.get('/whitepapers'), request.get('/white-papers')])
  const aliasHtml = await alias.text()
  expect(aliasHtml).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/white-papers"/)
  // Only the canonical page carries the search index's marks (renderer/features/search/IndexedContent.tsx).
  const mainWithoutIndexMarks = (html: string) =>
    html
      .match(/<main[\s\S]*<\/main>/)?.[0]
      .replace(' data-pagefind-body=""', '')
      .replace(/<span hidden="" data-pagefind-filter="[^"]*"><\/span>/g, '')
  expect(await listing.text()).toContain('data-pagefind-body')
  expect(mainWithoutIndexMarks(await listing.text())).toBe(mainWithoutIndexMarks(aliasHtml))
})

test('a card whose image fails to load shows the placeholder', async ({ page, browserConsole }) => {
  const broken = whitePaperItems[1]!.image.src
  browserConsole.expect('Failed to load resource: net::ERR_FAILED', { pathname: broken, times: 1 })
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
    const paper = paperPage(slug)
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

test('every paper has its PDF at its own address, served as application/pdf', async ({ request }) => {
  for (const slug of whitePaperSlugs) expect(await servedDocument(request, slug)).toBeLessThan(32 * 1024)
})

test('with the embed blocked, our form on a white paper thanks the visitor and offers the PDF, its type and size in the link', async ({
  page,
  request,
  thirdParty,
  browserConsole,
}) => {
  await blockFormsEmbed(thirdParty, browserConsole)
  const posted = await serveSubmissionApi(thirdParty, ['success'])
  // A fake clock that runs on its own; the test skips the minimum fill time instead of waiting it out.
  await page.clock.install()
  const slug = 'accountable-ai-finance'
  const paper = paperPage(slug)
  await gotoHydrated(page, `/white-papers/${slug}`)

  const form = page.getByRole('form', { name: paper.formHeadingTop })
  await fillLeadForm(page, 'white-paper-form-top', validValues(paper.formKey))
  await page.clock.fastForward(formsTiming.minimumFillMs)
  await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0)
  await form.getByRole('button', { name: leadForms[paper.formKey].submitLabel }).click()

  await expect(page.locator(':focus').getByRole('heading', { name: leadForms[paper.formKey].success.heading })).toBeVisible()
  expect(posted).toHaveLength(1)
  // The size in the link is the size of the file the server sends.
  const bytes = await servedDocument(request, slug)
  const link = page.getByRole('link', { name: downloadLinkLabel({ bytes }) })
  await expect(link).toHaveAttribute('href', documentPath(slug))
  await expect(link).toBeVisible()
  // Only the form that was sent says thank you; the bottom one is still a form.
  await expect(page.getByRole('form', { name: paper.formHeadingBottom })).toBeVisible()
})

test('a sent embedded form on a white paper keeps its own thank-you and offers the PDF under it, with the focus', async ({ page, request, thirdParty }) => {
  await serveFakeForms(thirdParty, 'working')
  const slug = 'ai-model-degradation'
  await gotoHydrated(page, `/white-papers/${slug}`)
  const top = page.locator('[data-form-state="embedded"]').first()
  await expect(top.locator(`.${fakeEmbed.formClass}`)).toBeVisible()
  await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0)

  await top.getByLabel('Email').fill('ada@brackwater.example')
  await top.getByRole('button', { name: fakeEmbed.submitLabel }).click()
  await expect(top.getByText(fakeEmbed.thanks)).toBeVisible()
  const bytes = await servedDocument(request, slug)
  const link = top.getByRole('link', { name: downloadLinkLabel({ bytes }) })
  await expect(link).toHaveAttribute('href', documentPath(slug))
  await expect(link).toBeFocused()
  // The link comes after the embed's own message, inside the same box, and only under the form that was sent.
  expect(await top.evaluate((slot, thanks) => {
    const message = [...slot.querySelectorAll('p')].find((element) => element.textContent === thanks)
    const anchor = slot.querySelector('a')
    return Boolean(message && anchor && message.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING)
  }, fakeEmbed.thanks)).toBe(true)
  await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(1)
})
