// What SPEC.md fixes about the white papers; content/white-papers/schema.ts checks shape only.
import { describe, expect, test } from 'vitest'
import { downloadLabel, whitePaperItems, whitePaperPages, whitePapersListing, whitePaperSlugs } from './papers'

describe('white papers (SPEC §2 White papers, §3 "White paper item", §7 "Create form")', () => {
  test('the listing is titled Technical Research with a Download White Paper button', () => {
    expect(whitePapersListing.title).toBe('Technical Research')
    expect(downloadLabel).toBe('Download White Paper')
  })

  test('two cards, newest first, with the ids, titles, dates, pages, types and links of SPEC §3', () => {
    expect(whitePaperItems.map(({ id, title, date, pages, type, link }) => ({ id, title, date, pages, type, link }))).toEqual([
      { id: 1, title: 'Accountable AI for Finance Leaders', date: '2024-01-15', pages: '32 pages', type: 'Financial Services', link: '/white-papers/accountable-ai-finance' },
      { id: 2, title: 'Gain Tactical Advantage in Frontier AI', date: '2023-12-08', pages: '45 pages', type: 'Defense Applications', link: '/white-papers/tactical-advantage-frontier-ai' },
    ])
  })

  test('four pages, each creating the form SPEC §7 assigns it', () => {
    expect(Object.fromEntries(whitePaperSlugs.map((slug) => [slug, whitePaperPages[slug].formKey]))).toEqual({
      // One form is shared by the degradation and trust-framework papers (and /contact-us).
      'ai-model-degradation': 'shared',
      'ai-trust-framework': 'shared',
      'accountable-ai-finance': 'financeWhitePaper',
      'tactical-advantage-frontier-ai': 'defenseWhitePaper',
    })
  })

  test('every page has a back link to the listing', () => {
    for (const slug of whitePaperSlugs) expect(whitePaperPages[slug].backLink, slug).toEqual({ label: 'Back to White Papers', href: '/white-papers' })
  })
})
