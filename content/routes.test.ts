import { describe, expect, test } from 'vitest'
import { posts, routeByPath, routePaths, routes, whitePaperSlugs } from '#renderer/generate/content.server'
import { specRoutePaths } from '../tests/helpers/spec-entries'
import { declaredAdditions, errorMeta, notFoundMeta } from './routes'
import { site } from './site'
import { articleCard, socialImage } from './social-cards'
import { canonicalUrl } from './urls'

/** Pages added on purpose beyond SPEC §2, each by its issue. */
const additionPaths = [
  // Issue 23: the accessibility statement.
  '/accessibility',
  // Issue 50: site search.
  '/search',
]

describe('routes', () => {
  test('holds the 34 public paths of SPEC §2 and the declared additions, each once', () => {
    expect(routePaths).toEqual(expect.arrayContaining([...specRoutePaths, ...additionPaths]))
    expect(new Set(routePaths).size).toBe(routes.length)
  })

  test('every other path is a post\'s or a white paper\'s: a new page of any other kind is declared', () => {
    const entryPaths = new Set([...posts.map((post) => post.link), ...whitePaperSlugs.map((slug) => `/white-papers/${slug}`)])
    expect(routePaths.filter((path) => !specRoutePaths.includes(path) && !additionPaths.includes(path) && !entryPaths.has(path))).toEqual([])
  })

  test('declares exactly the additions beyond the spec, none of them a spec path', () => {
    expect(declaredAdditions.map((route) => route.path)).toEqual(additionPaths)
    for (const path of additionPaths) expect(specRoutePaths, path).not.toContain(path)
  })

  test('every title names the brand', () => {
    for (const route of routes) expect(route.title, route.path).toMatch(new RegExp(`\\| ${site.brand}$`))
  })

  test('titles are unique, so browser tabs and search results tell pages apart', () => {
    const primary = routes.filter((route) => !route.canonicalPath)
    expect(new Set(primary.map((route) => route.title)).size).toBe(primary.length)
  })

  test('aliases point their canonical URL at the primary path', () => {
    expect(routeByPath('/feed')?.canonicalPath).toBe('/blog')
    expect(routeByPath('/whitepapers')?.canonicalPath).toBe('/white-papers')
    expect(routes.filter((route) => route.canonicalPath).map((route) => route.path).sort()).toEqual(['/feed', '/whitepapers'])
    expect(routeByPath('/feed')?.title).toBe(routeByPath('/blog')?.title)
    expect(canonicalUrl(routeByPath('/feed')!)).toBe(`${site.origin}/blog`)
    expect(canonicalUrl(routeByPath('/')!)).toBe(`${site.origin}/`)
  })

  test('article routes carry the post metadata and their own social card', () => {
    for (const post of posts) {
      const route = routeByPath(post.link)
      expect(route, post.link).toBeDefined()
      expect(route).toMatchObject({
        type: 'article',
        description: post.description,
        image: socialImage(articleCard(post)),
        article: { publishedTime: post.date, section: post.section },
      })
      expect(route?.article?.author).toBe(post.author)
    }
  })

  test('non-article routes are websites with an image', () => {
    for (const route of routes.filter((candidate) => !candidate.path.startsWith('/blog/'))) {
      expect(route.type, route.path).toBe('website')
      expect(route.article).toBeUndefined()
      expect(route.image?.src).toMatch(/^\/images\//)
    }
  })

  test('routeByPath ignores a trailing slash and knows nothing else', () => {
    expect(routeByPath('/solutions/')?.path).toBe('/solutions')
    expect(routeByPath('/')?.path).toBe('/')
    expect(routeByPath('/Solutions')).toBeUndefined()
    expect(routeByPath('/solutions?x=1')).toBeUndefined()
    expect(routeByPath('/nope')).toBeUndefined()
  })
})


test('notFoundMeta and errorMeta name the brand', () => {
  expect(notFoundMeta.title).toBe(`Page not found | ${site.brand}`)
  expect(errorMeta.title).toContain(site.brand)
})
