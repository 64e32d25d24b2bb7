import { describe, expect, expectTypeOf, test } from 'vitest'
import { syndicationFeeds } from '#content/blog/syndication'
import { defaultImage, errorMeta, notFoundMeta } from '#content/routes'
import type { PageMeta } from '#content/schema'
import { site } from '#content/site'
import { familyCards, socialCardSize, socialImage } from '#content/social-cards'
import { absoluteUrl, canonicalUrl } from '#content/urls'
import { routeByPath, routes } from './generate/content.server'
import { headTags, headTagsToHtml } from './head'

const route = (path: string): PageMeta => {
  const meta = routeByPath(path)
  if (!meta) throw new Error(`no route ${path}`)
  return meta
}

/** The value of the one tag matching `key` (name, property or rel), or undefined. */
function tagValue(meta: Parameters<typeof headTags>[0], key: string): string | undefined {
  const matches = headTags(meta).filter(({ attributes }) => attributes.name === key || attributes.property === key || attributes.rel === key)
  expect(matches.length, key).toBeLessThanOrEqual(1)
  const [match] = matches
  return match && (match.attributes.content ?? match.attributes.href)
}

describe('canonicalUrl', () => {
  test('is the origin plus the path, with the root as the origin and a trailing slash', () => {
    expect(canonicalUrl(route('/solutions'))).toBe(`${site.origin}/solutions`)
    expect(canonicalUrl(route('/'))).toBe(`${site.origin}/`)
  })

  test('points an alias at its primary path', () => {
    expect(canonicalUrl(route('/feed'))).toBe(`${site.origin}/blog`)
    expect(canonicalUrl(route('/whitepapers'))).toBe(`${site.origin}/white-papers`)
  })

  test('cannot be built from the error page\'s metadata, which has no path', () => {
    // Checked by tsc (npm run typecheck): the call below must stay a type error.
    // @ts-expect-error The 404's metadata has no path to make canonical.
    const fromErrorPage = (): string => canonicalUrl(notFoundMeta)
    expectTypeOf(fromErrorPage).toBeFunction()
    expectTypeOf<PageMeta>().toExtend<Parameters<typeof canonicalUrl>[0]>()
    expect('path' in notFoundMeta || 'path' in errorMeta).toBe(false)
  })
})

describe('headTags', () => {
  test('a route gets its canonical URL, og:url and absolute image URLs, and no robots tag', () => {
    const meta = route('/solutions')
    expect(tagValue(meta, 'canonical')).toBe(canonicalUrl(meta))
    expect(tagValue(meta, 'og:url')).toBe(canonicalUrl(meta))
    expect(tagValue(meta, 'og:image')).toBe(absoluteUrl(socialImage(familyCards.solutions).src))
    expect(tagValue(meta, 'og:title')).toBe(meta.title)
    expect(tagValue(meta, 'description')).toBe(meta.description)
    expect(tagValue(meta, 'robots')).toBeUndefined()
  })

  test('an alias names its primary path as canonical and og:url', () => {
    const meta = route('/feed')
    expect(tagValue(meta, 'canonical')).toBe(`${site.origin}/blog`)
    expect(tagValue(meta, 'og:url')).toBe(`${site.origin}/blog`)
  })

  test('an article carries its author, date and section', () => {
    const meta = routeByPath('/blog/ai-governance-defense')!
    expect(tagValue(meta, 'og:type')).toBe('article')
    expect(tagValue(meta, 'article:published_time')).toBe(meta.article?.publishedTime)
    expect(tagValue(meta, 'article:section')).toBe(meta.article?.section)
    expect(tagValue(meta, 'article:author')).toBe(meta.article?.author)
  })

  test.each([
    ['404', notFoundMeta],
    ['error', errorMeta],
  ] as const)('the %s page has no canonical and no og:url, and is noindex', (_label, meta) => {
    expect(tagValue(meta, 'canonical')).toBeUndefined()
    expect(tagValue(meta, 'og:url')).toBeUndefined()
    expect(tagValue(meta, 'robots')).toBe('noindex')
    expect(tagValue(meta, 'og:title')).toBe(meta.title)
    expect(headTagsToHtml(headTags(meta))).not.toContain('undefined')
  })

  test('escapes attribute values in the HTML', () => {
    const meta = { ...route('/solutions'), description: 'Say "hi" & <leave>' }
    expect(headTagsToHtml(headTags(meta))).toContain('content="Say &quot;hi&quot; &amp; &lt;leave&gt;"')
  })
})

describe('social images', () => {
  test.each([...routes.map((meta) => [meta.path, meta] as const), ['404', notFoundMeta] as const, ['error', errorMeta] as const])(
    '%s names a 1200×630 PNG card with alt text for og:image and twitter:image',
    (_label, meta) => {
      const image = tagValue(meta, 'og:image')
      expect(image).toMatch(new RegExp(`^${site.origin}/images/social/[a-z0-9/-]+\\.png$`))
      expect(tagValue(meta, 'twitter:image')).toBe(image)
      expect(tagValue(meta, 'og:image:width')).toBe(String(socialCardSize.width))
      expect(tagValue(meta, 'og:image:height')).toBe(String(socialCardSize.height))
      expect(tagValue(meta, 'og:image:alt')).toMatch(new RegExp(`^${site.brand}: .{20,}`))
      expect(tagValue(meta, 'twitter:image:alt')).toBe(tagValue(meta, 'og:image:alt'))
      expect(tagValue(meta, 'twitter:card')).toBe('summary_large_image')
    },
  )

  test('each article has a card of its own; the other routes share their family\'s', () => {
    const articleImages = routes.filter((meta) => meta.type === 'article').map((meta) => meta.image?.src)
    expect(new Set(articleImages).size).toBe(articleImages.length)
    expect(routeByPath('/feed')?.image).toEqual(routeByPath('/blog')?.image)
    expect(routeByPath('/solutions/content-impact')?.image).toEqual(routeByPath('/solutions')?.image)
    expect(routeByPath('/demo')?.image).toEqual(routeByPath('/contact-us')?.image)
    expect(routeByPath('/')?.image).toEqual(defaultImage)
    expect(notFoundMeta.image).toEqual(defaultImage)
  })
})

describe('feed discovery', () => {
  test.each([
    ['a route', routeByPath('/about')!],
    ['an article', routeByPath('/blog/future-ai-governance')!],
    ['the 404 page', notFoundMeta],
    ['the error page', errorMeta],
  ] as const)('%s links both feeds as titled alternates with absolute URLs', (_label, meta) => {
    const alternates = headTags(meta)
      .filter(({ tag, attributes }) => tag === 'link' && attributes.rel === 'alternate')
      .map(({ attributes }) => attributes)
    expect(alternates).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: syndicationFeeds.rss.title, href: `${site.origin}/blog/rss.xml` },
      { rel: 'alternate', type: 'application/atom+xml', title: syndicationFeeds.atom.title, href: `${site.origin}/blog/atom.xml` },
    ])
    expect(syndicationFeeds.rss.title).toContain(site.brand)
    expect(headTagsToHtml(headTags(meta))).toContain(`<link rel="alternate" type="application/atom+xml" title="${syndicationFeeds.atom.title}" href="${site.origin}/blog/atom.xml" data-page-head>`)
  })
})
