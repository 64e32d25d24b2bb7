import { describe, expect, test } from 'vitest'
import { posts, routeByPath, routes, whitePaperSlugs } from '#renderer/generate/content.server'
import { categoryFromTitle } from './blog/feed'
import { isSearchable, searchFactsOf, searchKindOf, searchListing, shortTitle } from './search-listing'
import { searchPath } from './search-control'
import { site } from './site'

const route = (path: string) => {
  const found = routeByPath(path)
  if (!found) throw new Error(`no route ${path}`)
  return found
}

describe('what the index holds', () => {
  test('every canonical route but /search: not the aliases', () => {
    const indexed = routes.filter(isSearchable).map((entry) => entry.path)
    expect(indexed).not.toContain('/feed')
    expect(indexed).not.toContain('/whitepapers')
    expect(indexed).not.toContain(searchPath)
    expect(indexed).toContain('/blog')
    expect(indexed).toContain('/white-papers')
    expect(indexed.length).toBe(routes.filter((entry) => entry.canonicalPath === undefined).length - 1)
  })

  test('every post is an article and every paper, listed or not, a white paper', () => {
    for (const post of posts) expect(searchKindOf(route(post.link))).toBe('Article')
    for (const slug of whitePaperSlugs) expect(searchKindOf(route(`/white-papers/${slug}`))).toBe('White paper')
    expect(searchKindOf(route('/white-papers'))).toBe('Page')
    expect(searchKindOf(route('/solutions/degradation-detection'))).toBe('Page')
  })

  test('an article records its category from its title and its calendar date', () => {
    const post = posts.find((entry) => entry.link === '/blog/future-ai-governance')!
    expect(searchFactsOf(route(post.link))).toEqual({ kind: 'Article', category: categoryFromTitle(post.title), date: post.date.slice(0, 10) })
    expect(searchFactsOf(route('/about'))).toEqual({ kind: 'Page' })
    expect(searchFactsOf(route('/feed'))).toBeUndefined()
  })
})

describe('the list /search shows without JavaScript', () => {
  const groups = searchListing(routes)
  const hrefs = groups.flatMap((group) => group.items.map((item) => item.href))

  test('groups articles, white papers and pages, each route once', () => {
    expect(groups.map((group) => group.kind)).toEqual(['Article', 'White paper', 'Page'])
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect([...hrefs].sort()).toEqual(routes.filter(isSearchable).map((entry) => entry.path).sort())
  })

  test('lists every post newest first and every paper, with titles without the brand', () => {
    const [articles, papers] = groups
    expect(articles!.items.map((item) => item.date)).toEqual([...articles!.items.map((item) => item.date)].sort().reverse())
    expect(articles!.items).toHaveLength(posts.length)
    expect(papers!.items.map((item) => item.href).sort()).toEqual(whitePaperSlugs.map((slug) => `/white-papers/${slug}`).sort())
    for (const item of groups.flatMap((group) => group.items)) expect(item.title).not.toContain(` | ${site.brand}`)
  })

  test('a title without the brand suffix is kept whole', () => {
    expect(shortTitle({ title: `Privacy Policy | ${site.brand}` })).toBe('Privacy Policy')
    expect(shortTitle({ title: 'Privacy Policy' })).toBe('Privacy Policy')
  })
})
