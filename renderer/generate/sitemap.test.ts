import { describe, expect, test } from 'vitest'
import { calendarDate, calendarDateValue } from '#content/dates'
import { canonicalUrl } from '#content/urls'
import { posts, routes, whitePaperItems } from './content.server'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap'

const newest = (dates: readonly string[]) => calendarDate([...dates].sort((a, b) => calendarDateValue(b) - calendarDateValue(a))[0]!)

describe('sitemap', () => {
  test('lists each canonical route once, aliases left out', () => {
    const locations = sitemapEntries().map((entry) => entry.loc)
    expect(locations).toEqual(routes.filter((route) => !route.canonicalPath).map((route) => canonicalUrl(route)))
    expect(new Set(locations).size).toBe(locations.length)
    expect(locations.some((loc) => loc.endsWith('/feed') || loc.endsWith('/whitepapers'))).toBe(false)
  })

  test('dates articles, listings and legal pages from their content', () => {
    const lastmod = Object.fromEntries(sitemapEntries().map((entry) => [new URL(entry.loc).pathname, entry.lastmod]))
    expect(lastmod['/blog/hidden-risks-of-ai-in-finance']).toBe('2025-10-09')
    // The listings change with their newest entry: the spec's newest post and paper, or one added since.
    expect(lastmod['/blog']).toBe(newest(posts.map((post) => post.date)))
    expect(calendarDateValue(lastmod['/blog'] ?? '')).toBeGreaterThanOrEqual(calendarDateValue('2025-10-28'))
    expect(lastmod['/white-papers']).toBe(newest(whitePaperItems.map((item) => item.date)))
    expect(calendarDateValue(lastmod['/white-papers'] ?? '')).toBeGreaterThanOrEqual(calendarDateValue('2024-01-15'))
    expect(lastmod['/white-papers/accountable-ai-finance']).toBe('2024-01-15')
    expect(lastmod['/privacy-policy']).toBe('2024-01-08')
    expect(lastmod['/opt-out-preferences']).toBe('2025-02-04')
    expect(lastmod['/']).toBeUndefined()
  })

  test('writes sitemap XML and a robots.txt that points to it', () => {
    expect(sitemapXml([{ loc: 'https://x.example/', lastmod: '2025-01-02' }])).toContain('<url><loc>https://x.example/</loc><lastmod>2025-01-02</lastmod></url>')
    expect(robotsTxt()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m)
  })
})
