// Every content module parsed against its schema (CONVENTIONS "Content as data"), plus the SPEC facts a schema
// cannot express on its own: the spec's entries, dates and sections, and uniqueness. The data files themselves are
// held to their schemas by the content check (renderer/generate/contentCheck.test.ts); these tests hold what the
// site renders from them.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import type { ZodType } from 'zod'
import { trustedBy } from './carousel'
import { defaultCookiePreferences } from './consent-policy'
import { cookieCategories } from './cookies'
import { cookiePolicy } from './legal/cookie-policy'
import { articleBody } from '#renderer/generate/articles.server'
import { posts, privacyPolicy, routes, termsAndConditions, whitePaperItems } from '#renderer/generate/content.server'
import type { RichBlock, RichInline } from '#design-system/components/RichText/tree'
import { specArticles, specEntriesOf, specRoutePaths } from '../tests/helpers/spec-entries'
import { footerColumns, headerCta, primaryNavigation } from './navigation'
import { aboutPage } from './pages/about'
import { aboutSchema } from './pages/about.schema'
import { contactPage } from './pages/contact'
import { contactSchema } from './pages/contact.schema'
import { demoPage } from './pages/demo'
import { demoSchema } from './pages/demo.schema'
import { getStartedPage } from './pages/get-started'
import { getStartedSchema } from './pages/get-started.schema'
import { home } from './pages/home'
import { homeSchema } from './pages/home.schema'
import { industries, industriesPage } from './pages/industries'
import { industriesSchema } from './pages/industries.schema'
import { contentImpactPage, degradationDetectionPage, modelOptimizationPage } from './pages/solution-details'
import { contentImpactSchema, degradationDetectionSchema, modelOptimizationSchema } from './pages/solution-details.schema'
import { solutions } from './pages/solutions'
import { solutionsSchema } from './pages/solutions.schema'
import { legacyRedirects } from './redirects'
import { errorMeta, notFoundMeta, declaredAdditions } from './routes'
import {
  blogPostSchema,
  carouselItemSchema,
  cookieCategorySchema,
  cookiePreferencesSchema,
  errorPageMetaSchema,
  industrySchema,
  legacyRedirectSchema,
  legalDocumentSchema,
  linkSchema,
  pageMetaSchema,
  whitePaperItemSchema,
} from './schema'
import { placeholders, site } from './site'

/** Lists every issue with its path, so a failure says what to fix. */
function issues(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
}

function expectValid(schema: ZodType, value: unknown, label: string): void {
  expect(issues(schema, value), label).toEqual([])
}

function expectUnique(values: readonly unknown[], label: string): void {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index)
  expect(duplicates, `${label} must be unique`).toEqual([])
}

describe('blog posts', () => {
  test.each(posts.map((post) => [post.slug, post] as const))('%s matches the post schema', (slug, post) => {
    expectValid(blogPostSchema, post, slug)
  })

  test('ids, slugs, links and titles are unique', () => {
    expectUnique(posts.map((post) => post.id), 'post ids')
    expectUnique(posts.map((post) => post.slug), 'post slugs')
    expectUnique(posts.map((post) => post.link), 'post links')
    expectUnique(posts.map((post) => post.title), 'post titles')
  })

  test('the spec\'s 13 articles are there with the ids and dates of SPEC §3 and the sections of SPEC §2', () => {
    expect(specEntriesOf(posts).map(({ id, slug, date, section }) => ({ id, slug, date, section }))).toEqual(specArticles)
  })

  test('some of the spec\'s articles name an author and some do not, and the one author is the CEO (SPEC §3)', () => {
    const spec = specEntriesOf(posts)
    const authored = spec.filter((post) => post.author !== undefined)
    expect(authored.length).toBeGreaterThan(0)
    expect(authored.length).toBeLessThan(spec.length)
    expect(new Set(authored.map((post) => post.author))).toEqual(new Set([placeholders.ceo.name]))
  })
})

describe('article bodies carry what SPEC §2 says they do', () => {
  const text = (nodes: readonly RichInline[]): string => nodes.map((node) => ('children' in node ? text(node.children) : node.text)).join('')
  const flat = (blocks: readonly RichBlock[]): RichBlock[] => blocks.flatMap((block) => (block.type === 'quote' ? flat(block.children) : [block]))
  const hrefs = (nodes: readonly RichInline[]): string[] =>
    nodes.flatMap((node) => (node.type === 'link' ? [node.href] : 'children' in node ? hrefs(node.children) : []))
  const linksOf = (slug: string) =>
    flat(articleBody(slug)).flatMap((block) =>
      block.type === 'list' ? block.items.flatMap(hrefs) : block.type === 'heading' || block.type === 'paragraph' ? hrefs(block.children) : [],
    )
  const headingsOf = (slug: string) => flat(articleBody(slug)).flatMap((block) => (block.type === 'heading' ? [text(block.children)] : []))

  test('every article converts without unsupported Markdown or unknown tokens', () => {
    for (const post of posts) expect(() => articleBody(post.slug), post.slug).not.toThrow()
  })

  test('Hidden Risks of AI in Finance links to the degradation-detection page and the finance white paper', () => {
    expect(linksOf('hidden-risks-of-ai-in-finance')).toEqual(expect.arrayContaining(['/solutions/degradation-detection', '/white-papers/accountable-ai-finance']))
  })

  test('the press release has external news and partner links and the press contact', () => {
    const links = linksOf('nimbus-mri')
    expect(links.filter((href) => href.startsWith('https://')).length).toBeGreaterThanOrEqual(2)
    expect(links).toContain(`mailto:${site.pressEmail}`)
  })

  test('the future-of-AI-governance article covers the SPEC topics', () => {
    const headings = headingsOf('future-ai-governance').join(' | ')
    for (const topic of [/technical governance/i, /organizational governance/i, /trust through transparency/i, /standards/i, /looking ahead/i]) {
      expect(headings).toMatch(topic)
    }
  })
})

describe('a broken post fails the schema', () => {
  const valid = posts[0]!

  test('the valid post used as a base passes', () => {
    expect(blogPostSchema.safeParse(valid).success).toBe(true)
  })

  test('short title, missing alt and a non-ISO date are each reported at their path', () => {
    const { alt: _alt, ...imageWithoutAlt } = valid.image
    const broken = { ...valid, title: 'Hey', image: imageWithoutAlt, date: 'October 9, 2025' }
    const result = blogPostSchema.safeParse(broken)
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['title', 'image.alt', 'date']))
  })

  test('a link that does not match the slug is rejected', () => {
    const result = blogPostSchema.safeParse({ ...valid, link: '/blog/something-else' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain('link must be /blog/<slug>')
  })

  test('a long description, an impossible date and an unknown section are rejected', () => {
    const result = blogPostSchema.safeParse({ ...valid, description: 'x'.repeat(161), date: '2025-02-30', section: 'Opinion' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['description', 'date', 'section']))
  })

  test('an image outside /images or without a size is rejected', () => {
    const result = blogPostSchema.safeParse({ ...valid, image: { src: 'https://cdn.example/x.png', alt: 'x', width: 0, height: 630 } })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['image.src', 'image.width']))
  })
})

describe('white papers', () => {
  test.each(whitePaperItems.map((item) => [item.link, item] as const))('card %s matches the item schema', (link, item) => {
    expectValid(whitePaperItemSchema, item, link)
  })

  test('cards have unique ids and links', () => {
    expectUnique(whitePaperItems.map((item) => item.id), 'white paper ids')
    expectUnique(whitePaperItems.map((item) => item.link), 'white paper links')
  })
})

describe('pages', () => {
  const pageContent: Record<string, readonly (readonly [string, unknown, ZodType])[]> = {
    'about.ts': [['aboutPage', aboutPage, aboutSchema]],
    'contact.ts': [['contactPage', contactPage, contactSchema]],
    'demo.ts': [['demoPage', demoPage, demoSchema]],
    'get-started.ts': [['getStartedPage', getStartedPage, getStartedSchema]],
    'home.ts': [['home', home, homeSchema]],
    'industries.ts': [['industriesPage', industriesPage, industriesSchema]],
    'solution-details.ts': [
      ['contentImpactPage', contentImpactPage, contentImpactSchema],
      ['degradationDetectionPage', degradationDetectionPage, degradationDetectionSchema],
      ['modelOptimizationPage', modelOptimizationPage, modelOptimizationSchema],
    ],
    'solutions.ts': [['solutions', solutions, solutionsSchema]],
  }

  test('every content/pages module is checked here', () => {
    const files = readdirSync(fileURLToPath(new URL('./pages', import.meta.url))).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.schema.ts') && !file.endsWith('.test.ts'),
    )
    expect(files.sort()).toEqual(Object.keys(pageContent).sort())
  })

  test.each(Object.entries(pageContent).flatMap(([file, entries]) => entries.map(([name, value, schema]) => [`${file} ${name}`, value, schema] as const)))(
    '%s matches its schema',
    (label, value, schema) => {
      expectValid(schema, value, label)
    },
  )

  test('the six industries match the industry item schema with unique ids', () => {
    expect(industries).toHaveLength(6)
    for (const industry of industries) expectValid(industrySchema, industry, industry.id)
    expectUnique(industries.map((industry) => industry.id), 'industry ids')
  })
})

describe('carousel', () => {
  test('one testimonial and the partner logos, at least the spec\'s four (SPEC §2 Home)', () => {
    for (const item of trustedBy) expectValid(carouselItemSchema, item, item.type)
    expect(trustedBy.filter((item) => item.type === 'testimonial')).toHaveLength(1)
    const logos = trustedBy.filter((item) => item.type === 'logo')
    expect(logos.length).toBeGreaterThanOrEqual(4)
    expectUnique(logos.map((item) => item.name), 'logo names')
  })
})

describe('cookies', () => {
  test('the three categories match their schema, in order, with functional required', () => {
    for (const category of cookieCategories) expectValid(cookieCategorySchema, category, category.id)
    expect(cookieCategories.map((category) => category.id)).toEqual(['functional', 'analytics', 'marketing'])
    expect(cookieCategories.map((category) => category.required)).toEqual([true, false, false])
  })

  test('defaults: functional always on and analytics on for a first-time visitor (SPEC §4)', () => {
    expectValid(cookiePreferencesSchema, defaultCookiePreferences, 'defaultCookiePreferences')
    expect(defaultCookiePreferences.analytics).toBe(true)
  })

  test('cookie tables carry the SPEC §9 names and lifetimes', () => {
    const table = Object.fromEntries(cookieCategories.flatMap((category) => category.cookies.map((cookie) => [cookie.name, cookie.expiration])))
    expect(table).toMatchObject({ _ga: '2 years', '_ga_*': '1 year', 'rc::c': 'Session' })
    expect(table['rc::a']).toMatch(/^Persistent/)
  })

  test('a preference with functional off fails the schema', () => {
    expect(cookiePreferencesSchema.safeParse({ functional: false, analytics: true, marketing: true }).success).toBe(false)
  })
})

describe('legal documents', () => {
  const documents = { privacyPolicy, termsAndConditions, cookiePolicy }

  test.each(Object.entries(documents))('%s matches the legal document schema with unique section ids', (name, document) => {
    expectValid(legalDocumentSchema, document, name)
    expectUnique(document.sections.map((section) => section.id), `${name} section ids`)
  })

  test('privacy policy: 9 sections, last updated January 8, 2024', () => {
    expect(privacyPolicy.sections).toHaveLength(9)
    expect(privacyPolicy.lastUpdated).toBe('2024-01-08')
  })

  test('terms and conditions: 22 sections, last updated January 8, 2024', () => {
    expect(termsAndConditions.sections).toHaveLength(22)
    expect(termsAndConditions.lastUpdated).toBe('2024-01-08')
  })

  test('cookie policy last changed February 4, 2025', () => {
    expect(cookiePolicy.lastUpdated).toBe('2025-02-04')
  })
})

describe('navigation', () => {
  test('header and footer links match the link schema', () => {
    for (const link of [...primaryNavigation, headerCta, ...footerColumns.flatMap((column) => column.links)]) {
      expectValid(linkSchema, link, link.label)
    }
  })

  test('the header lists the SPEC §2 items in order', () => {
    expect(primaryNavigation.map((link) => link.label)).toEqual(['Home', 'Solutions', 'Industries', 'Feed', 'About', 'White Papers', 'Contact Us'])
    expect(headerCta).toEqual({ label: 'Get Started', href: '/get-started' })
    expect(footerColumns.map((column) => column.title)).toEqual(['Solutions', 'Company', 'Legal'])
  })
})

describe('redirects and routes', () => {
  test('legacy redirects match their schema with unique old slugs', () => {
    for (const redirect of legacyRedirects) expectValid(legacyRedirectSchema, redirect, redirect.from)
    expectUnique(legacyRedirects.map((redirect) => redirect.from), 'legacy slugs')
  })

  test.each(routes.map((route) => [route.path, route] as const))('route %s matches the page metadata schema', (path, route) => {
    expectValid(pageMetaSchema, route, path)
  })

  test('the 34 paths of SPEC §2 and the declared additions are routes, each path once', () => {
    const paths = routes.map((route) => route.path)
    expect(paths).toEqual(expect.arrayContaining([...specRoutePaths, ...declaredAdditions.map((route) => route.path)]))
    expectUnique(paths, 'route paths')
  })

  test('article routes carry article metadata and other routes do not', () => {
    for (const route of routes) {
      expect(route.type === 'article', route.path).toBe(route.article !== undefined)
      expect(route.type === 'article', route.path).toBe(route.path.startsWith('/blog/'))
    }
  })

  test('not-found and error metadata match the error-page schema, and no route does', () => {
    expectValid(errorPageMetaSchema, notFoundMeta, 'notFoundMeta')
    expectValid(errorPageMetaSchema, errorMeta, 'errorMeta')
    for (const route of routes) expect(errorPageMetaSchema.safeParse(route).success, route.path).toBe(false)
  })

  test('error-page metadata cannot carry a path or a canonical path', () => {
    expect(errorPageMetaSchema.safeParse({ ...notFoundMeta, path: '/nope' }).success).toBe(false)
    expect(errorPageMetaSchema.safeParse({ ...notFoundMeta, canonicalPath: '/' }).success).toBe(false)
  })

  test('a route with a 3-character title or a 200-character description fails', () => {
    const route = routes[0]!
    const result = pageMetaSchema.safeParse({ ...route, title: 'Hi!', description: 'x'.repeat(200) })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title', 'description'])
  })
})
