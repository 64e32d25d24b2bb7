import { describe, expect, test } from 'vitest'
import { legacyRedirects, lookupLegacyRedirect } from './redirects'
import { routeByPath } from '#renderer/generate/content.server'

describe('legacyRedirects', () => {
  test('holds the 14 old slugs of SPEC §2, each once', () => {
    expect(legacyRedirects).toHaveLength(14)
    expect(new Set(legacyRedirects.map((redirect) => redirect.from)).size).toBe(14)
  })

  test('maps the slugs the spec names to their new paths', () => {
    const table = Object.fromEntries(legacyRedirects.map((redirect) => [redirect.from, redirect.to]))
    expect(table).toMatchObject({
      'the-future-of-ai-governance': '/blog/future-ai-governance',
      'ai-governance-for-defense-applications': '/white-papers/tactical-advantage-frontier-ai',
      'ai-degradation-prediction-and-detection': '/blog/ai-degradation-detection',
      'ai-governance-frameworks-in-defense': '/blog/ai-governance-defense',
      'interpretability-and-interoperability-in-ai': '/blog/interpretability-interoperability',
      'build-trustworthy-ai-for-financial-services': '/white-papers/accountable-ai-finance',
      'ai-weight-level-controls-on-nimbus-marketplace': '/blog/ai-weight-level-controls-on-nimbus-marketplace',
    })
    expect(Object.keys(table).find((from) => from.startsWith('ai-ri'))).toBeDefined()
    expect(table[Object.keys(table).find((from) => from.startsWith('ai-ri')) ?? '']).toBe('/blog/ai-risk-defense')
  })

  test('sends the hidden-name slugs to the articles published under those names', () => {
    const targets = legacyRedirects.map((redirect) => redirect.to)
    expect(targets).toContain('/blog/morgan-ellery')
    expect(targets).toContain('/blog/nimbus-mri')
    expect(targets).toContain('/blog/carrowfield-partnership')
    expect(targets).toContain('/blog/kec-accelerator')
    expect(targets).toContain('/blog/pya-ballard-award')
    expect(targets).toContain('/blog/financial-services')
  })

  test('every target is a route of the site and no old slug shadows a route', () => {
    for (const { from, to } of legacyRedirects) {
      expect(routeByPath(to), to).toBeDefined()
      expect(routeByPath(`/${from}`), from).toBeUndefined()
    }
  })
})

describe('lookupLegacyRedirect', () => {
  test('finds an old slug', () => {
    expect(lookupLegacyRedirect('/the-future-of-ai-governance')).toBe('/blog/future-ai-governance')
  })

  test('ignores case and one trailing slash', () => {
    expect(lookupLegacyRedirect('/The-Future-Of-AI-Governance')).toBe('/blog/future-ai-governance')
    expect(lookupLegacyRedirect('/the-future-of-ai-governance/')).toBe('/blog/future-ai-governance')
    expect(lookupLegacyRedirect('/BUILD-TRUSTWORTHY-AI-FOR-FINANCIAL-SERVICES/')).toBe('/white-papers/accountable-ai-finance')
  })

  test('matches a single segment only', () => {
    expect(lookupLegacyRedirect('/blog/the-future-of-ai-governance')).toBeUndefined()
    expect(lookupLegacyRedirect('/the-future-of-ai-governance/extra')).toBeUndefined()
    expect(lookupLegacyRedirect('//the-future-of-ai-governance')).toBeUndefined()
    expect(lookupLegacyRedirect('/the-future-of-ai-governance//')).toBeUndefined()
    expect(lookupLegacyRedirect('the-future-of-ai-governance')).toBeUndefined()
  })

  test('returns undefined for unknown paths, the root and current routes', () => {
    expect(lookupLegacyRedirect('/')).toBeUndefined()
    expect(lookupLegacyRedirect('')).toBeUndefined()
    expect(lookupLegacyRedirect('/no-such-article')).toBeUndefined()
    expect(lookupLegacyRedirect('/solutions')).toBeUndefined()
  })

  test('treats a query or hash as part of the slug, so callers must pass a pathname', () => {
    expect(lookupLegacyRedirect('/the-future-of-ai-governance?ref=x')).toBeUndefined()
    expect(lookupLegacyRedirect('/the-future-of-ai-governance#top')).toBeUndefined()
  })

  test('resolves every entry of the table', () => {
    for (const { from, to } of legacyRedirects) expect(lookupLegacyRedirect(`/${from}`)).toBe(to)
  })
})
