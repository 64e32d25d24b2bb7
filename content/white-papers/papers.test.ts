// What SPEC.md fixes about the white papers; the files' schema (./schema.ts) checks shape only. A paper added since
// is one more entry, which these tests leave alone.
import { describe, expect, test } from 'vitest'
import { paperPage, whitePaperItems, whitePaperSlugs } from '#renderer/generate/content.server'
import { specWhitePaperItems, specWhitePaperSlugs } from '../../tests/helpers/spec-entries'
import { whitePapersNewestFirst } from './listing'
import { downloadLabel, whitePapersListing } from './papers'

describe('white papers (SPEC §2 White papers, §3 "White paper item", §7 "Create form")', () => {
  test('the listing is titled Technical Research with a Download White Paper button', () => {
    expect(whitePapersListing.title).toBe('Technical Research')
    expect(downloadLabel).toBe('Download White Paper')
  })

  test('the four pages of SPEC §2 are there', () => {
    expect(whitePaperSlugs).toEqual(expect.arrayContaining([...specWhitePaperSlugs]))
  })

  test('the two cards of SPEC §3 are listed, newest first, with their ids, titles, dates, pages, types and links', () => {
    const specLinks: readonly string[] = specWhitePaperItems.map((item) => item.link)
    const listed = whitePapersNewestFirst(whitePaperItems)
      .filter((item) => specLinks.includes(item.link))
      .map(({ id, title, date, pages, type, link }) => ({ id, title, date, pages, type, link }))
    expect(listed).toEqual(specWhitePaperItems)
  })

  test('the four pages each create the form SPEC §7 assigns them', () => {
    expect(Object.fromEntries(specWhitePaperSlugs.map((slug) => [slug, paperPage(slug).formKey]))).toEqual({
      // One form is shared by the degradation and trust-framework papers (and /contact-us).
      'ai-model-degradation': 'shared',
      'ai-trust-framework': 'shared',
      'accountable-ai-finance': 'financeWhitePaper',
      'tactical-advantage-frontier-ai': 'defenseWhitePaper',
    })
  })

  test('every page has a back link to the listing', () => {
    for (const slug of whitePaperSlugs) expect(paperPage(slug).backLink, slug).toEqual({ label: 'Back to White Papers', href: '/white-papers' })
  })
})
