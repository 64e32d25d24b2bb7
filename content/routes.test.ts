import { describe, expect, test } from 'vitest'
import { posts } from './blog/posts'
import { declaredAdditions, errorMeta, notFoundMeta, routeByPath, routePaths, routes } from './routes'
import { placeholders, site } from './site'
import { articleCard, socialImage } from './social-cards'
import { canonicalUrl } from './urls'

const { vp, cloud, reseller } = placeholders

/** Pages added on purpose beyond SPEC §2, each by its issue. */
const additionPaths = [
  // Issue 23: the accessibility statement.
  '/accessibility',
]

/** SPEC §2, in the order of its table, then the 13 article routes. */
const specPaths = [
  '/',
  '/get-started',
  '/solutions',
  '/industries',
  '/about',
  '/solutions/content-impact',
  '/solutions/degradation-detection',
  '/solutions/ai-model-optimization',
  '/feed',
  '/blog',
  '/white-papers',
  '/whitepapers',
  '/white-papers/ai-model-degradation',
  '/white-papers/ai-trust-framework',
  '/white-papers/accountable-ai-finance',
  '/white-papers/tactical-advantage-frontier-ai',
  '/privacy-policy',
  '/terms-and-conditions',
  '/opt-out-preferences',
  '/contact-us',
  '/demo',
  `/blog/${reseller.slug}-partnership`,
  `/blog/ai-weight-level-controls-on-${cloud.slug}-marketplace`,
  '/blog/interpretability-interoperability',
  `/blog/${cloud.slug}-mri`,
  '/blog/ai-governance-defense',
  '/blog/ai-risk-defense',
  '/blog/ai-degradation-detection',
  '/blog/financial-services',
  `/blog/${vp.slug}`,
  '/blog/kec-accelerator',
  '/blog/pya-ballard-award',
  '/blog/future-ai-governance',
  '/blog/hidden-risks-of-ai-in-finance',
]

describe('routes', () => {
  test('holds exactly the 34 public paths of SPEC §2 and the declared additions, each once', () => {
    expect(routes).toHaveLength(specPaths.length + additionPaths.length)
    expect(new Set(routePaths).size).toBe(routes.length)
    expect(routePaths.filter((path) => !additionPaths.includes(path)).sort()).toEqual([...specPaths].sort())
  })

  test('declares exactly the additions beyond the spec, none of them a spec path', () => {
    expect(declaredAdditions.map((route) => route.path)).toEqual(additionPaths)
    for (const path of additionPaths) expect(specPaths, path).not.toContain(path)
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
