// Every internal link anywhere in content must land on a route of the table
// (with a known anchor), every external link must be https or mailto on a
// fictional .example domain, and every image must exist under public/ or content/images/.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { cookiePolicy } from './legal/cookie-policy'
import { articleBody } from '#renderer/generate/articles.server'
import { contentRoot } from '#renderer/generate/contentRoot'
import * as contentFiles from '#renderer/generate/content.server'
import { markdownToBlocks } from '#renderer/generate/markdown.server'
import type { RichBlock, RichInline } from '#design-system/components/RichText/tree'
import { solutionsHashTargets } from '../pages/solutions/index/hashTargets'
import { solutions } from './pages/solutions'
import { socialCardsDir } from './social-cards'

const { posts, privacyPolicy, routeByPath, termsAndConditions } = contentFiles

// Data modules only: schemas, tests and build-only code (the Markdown pipeline) hold no content; the collection list
// holds schemas. The posts, white papers and legal documents are files, read through content.server.
const modules: Record<string, Record<string, unknown>> = {
  ...import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.schema.ts', '!./**/schema.ts', '!./**/*.server.ts', '!./collections.ts'], {
    eager: true,
  }),
  './content files': contentFiles,
}

interface Found {
  readonly where: string
  readonly value: string
}

const linkKeys = new Set(['href', 'link', 'url'])

/** Walks every exported value, collecting strings with their key path. */
function collectStrings(): { keyed: Found[]; all: Found[] } {
  const keyed: Found[] = []
  const all: Found[] = []
  const seen = new Set<unknown>()
  const walk = (value: unknown, where: string, key: string) => {
    if (typeof value === 'string') {
      all.push({ where, value })
      if (linkKeys.has(key)) keyed.push({ where, value })
      return
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return
    seen.add(value)
    for (const [childKey, child] of Object.entries(value)) walk(child, `${where}.${childKey}`, Array.isArray(value) ? key : childKey)
  }
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) walk(value, `${file.slice(2)}:${name}`, name)
  }
  return { keyed, all }
}

const { keyed, all } = collectStrings()

function inlineHrefs(nodes: readonly RichInline[]): string[] {
  return nodes.flatMap((node) => (node.type === 'link' ? [node.href, ...inlineHrefs(node.children)] : 'children' in node ? inlineHrefs(node.children) : []))
}

function blockHrefs(blocks: readonly RichBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return inlineHrefs(block.children)
      case 'list':
        return block.items.flatMap(inlineHrefs)
      case 'quote':
        return blockHrefs(block.children)
      case 'code':
        return []
    }
  })
}

const legalDocuments = { privacyPolicy, termsAndConditions, cookiePolicy }

const sectionIds = (document: { sections: readonly { id: string }[] }) => new Set(document.sections.map((section) => section.id))

/**
 * The #anchors a page has, read from what renders them: /solutions reacts to its hash targets
 * (cards, the footer's anchors, scenarios; SPEC §4), a legal page has its sections' ids.
 */
const anchorsOf: Readonly<Record<string, (anchor: string) => boolean>> = {
  '/solutions': (anchor) => Object.hasOwn(solutionsHashTargets(solutions), anchor),
  '/privacy-policy': (anchor) => sectionIds(privacyPolicy).has(anchor),
  '/terms-and-conditions': (anchor) => sectionIds(termsAndConditions).has(anchor),
}

/** True when `href` is a path of the route table with, if any, an anchor its page has. */
function isKnownInternalHref(href: string): boolean {
  const [path = '', anchor, ...rest] = href.split('#')
  if (rest.length > 0 || routeByPath(path)?.path !== path) return false
  return anchor === undefined || (anchorsOf[path]?.(anchor) ?? false)
}

/** Every href in Markdown: article files and legal documents, parsed as pages render them. */
const markdownLinks: Found[] = [
  ...posts.flatMap(({ slug }) => blockHrefs(articleBody(slug)).map((value) => ({ where: `blog/posts/${slug}.md`, value }))),
  ...Object.entries(legalDocuments).flatMap(([name, document]) =>
    [
      { where: `${name}.intro`, markdown: document.intro },
      ...document.sections.map((section) => ({ where: `${name}.${section.id}`, markdown: section.body })),
    ].flatMap(({ where, markdown }) => blockHrefs(markdownToBlocks(markdown, where)).map((value) => ({ where, value }))),
  ),
]

// Markdown links embedded in any other string of any module, e.g. rich copy.
const inlineMarkdownLinks: Found[] = all.flatMap(({ where, value }) =>
  [...value.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ where, value: match[1] ?? '' })),
)

const everyLink = [...keyed, ...markdownLinks, ...inlineMarkdownLinks]
const internalLinks = everyLink.filter(({ value }) => value.startsWith('/'))
const externalLinks = everyLink.filter(({ value }) => /^[a-z]+:/i.test(value))

const describeFound = (found: readonly Found[]) => found.map(({ where, value }) => `${value}  (${where})`)

describe('internal links', () => {
  test('the walk finds links in data, articles and legal documents', () => {
    expect(keyed.length).toBeGreaterThan(20)
    expect(markdownLinks.filter(({ where }) => where.endsWith('.md')).length).toBeGreaterThan(13)
    expect(markdownLinks.some(({ where }) => where.startsWith('privacyPolicy'))).toBe(true)
  })

  test('every internal href is a route of the table, with an anchor only where the page has it', () => {
    const broken = internalLinks.filter(({ value }) => !isKnownInternalHref(value))
    expect(describeFound(broken)).toEqual([])
  })

  test('the check refuses planted unknown paths and anchors', () => {
    expect(isKnownInternalHref('/solutions#editing')).toBe(true)
    expect(isKnownInternalHref('/solutions#weight-level-editing')).toBe(true)
    expect(isKnownInternalHref('/solutions')).toBe(true)
    expect(isKnownInternalHref('/privacy-policy#data-retention')).toBe(true)
    expect(isKnownInternalHref('/solutions#nope')).toBe(false)
    expect(isKnownInternalHref('/about#team')).toBe(false)
    expect(isKnownInternalHref('/solutions/')).toBe(false)
    expect(isKnownInternalHref('/nope')).toBe(false)
    expect(isKnownInternalHref('/solutions#editing#x')).toBe(false)
  })

  test('every value at a link key is internal, https or mailto', () => {
    const other = keyed.filter(({ value }) => !value.startsWith('/') && !/^(https:\/\/|mailto:)/.test(value))
    expect(describeFound(other)).toEqual([])
  })
})

describe('external links', () => {
  test('use https or mailto only', () => {
    expect(describeFound(externalLinks.filter(({ value }) => !/^(https:\/\/|mailto:)/.test(value)))).toEqual([])
  })

  test('point at fictional .example domains', () => {
    const hostOf = (value: string) => (value.startsWith('mailto:') ? value.slice(value.indexOf('@') + 1) : new URL(value).hostname)
    const real = externalLinks.filter(({ value }) => !hostOf(value).endsWith('.example'))
    expect(describeFound(real)).toEqual([])
  })
})

describe('URLs in any string', () => {
  // SPEC §7 integrations load real third-party scripts (and our own lead form posts to the
  // forms provider's real submission API, issue 9); everything else is fictional.
  // The real third-party services, which the tests fake (tests/helpers/fake-*.ts) and the CSP names.
  const thirdPartyServices = new Set([
    'site.ts:analytics.scriptUrl',
    'site.ts:analytics.collectOrigins.0',
    'site.ts:analytics.collectOrigins.1',
    'site.ts:forms.scriptUrl',
    'site.ts:forms.submitUrl',
    'site.ts:forms.embedServiceOrigin',
  ])

  test('no http:// URL appears anywhere in content', () => {
    expect(describeFound(all.filter(({ value }) => /http:\/\//.test(value)))).toEqual([])
  })

  test('every https URL is on a .example domain, except the third-party services', () => {
    const urls = all
      .filter(({ where }) => !thirdPartyServices.has(where))
      .flatMap(({ where, value }) => (value.match(/https:\/\/[^\s)'"<>`]+/g) ?? []).map((url) => ({ where, value: url.replace(/[.,;:]+$/, '') })))
    expect(describeFound(urls.filter(({ value }) => !new URL(value).hostname.endsWith('.example')))).toEqual([])
  })
})

describe('images', () => {
  // Site artwork is in public/; the content's images are in the content folder's images/, served at /images/.
  const imageFolders = [fileURLToPath(new URL('../public', import.meta.url)), contentRoot()]
  const images = [...new Set(all.flatMap(({ value }) => value.match(/\/images\/[a-z0-9\-/]+\.(?:svg|png|jpg|webp)/g) ?? []))]

  test('content references the artwork of every post and white paper', () => {
    expect(images.length).toBeGreaterThanOrEqual(17)
  })

  test('every image src referenced in content exists under public/ or content/', () => {
    // Social cards are rendered by the build (social-cards.ts), not kept in either.
    const drawn = images.filter((src) => !src.startsWith(`${socialCardsDir}/`))
    expect(drawn.filter((src) => !imageFolders.some((folder) => existsSync(`${folder}${src}`)))).toEqual([])
  })
})
