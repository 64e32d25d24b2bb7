// Runtime schemas for every content collection. Content modules import only the
// inferred types (`import type`), so zod never reaches the browser bundle; the
// unit tests parse every module against these schemas so a bad edit fails CI.
import { z } from 'zod'
import { blogCategories, blogSections } from './blog/taxonomy'
import type { BlogCategory, BlogSection } from './blog/taxonomy'

const nonEmpty = z.string().trim().min(1)

/** A root-relative path such as `/solutions` or `/solutions#editing`. */
export const internalHrefSchema = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'internal path')
export const externalHrefSchema = z.url().refine((href) => href.startsWith('https://') || href.startsWith('mailto:'), 'https or mailto URL')
export const hrefSchema = z.union([internalHrefSchema, externalHrefSchema])

export const isoDateSchema = z.iso.date().or(z.iso.datetime({ offset: true }))

export const titleSchema = z.string().trim().min(5).max(120)
export const descriptionSchema = z.string().trim().min(15).max(160)

/** Every image carries its intrinsic size (no layout shift) and alt text. */
export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/),
  alt: nonEmpty,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export const linkSchema = z.object({ label: nonEmpty, href: hrefSchema })


export const articleMetaSchema = z.object({
  author: nonEmpty.optional(),
  publishedTime: isoDateSchema,
  section: z.enum(blogSections),
})

const metaFields = {
  title: titleSchema,
  description: descriptionSchema,
  keywords: z.array(nonEmpty).min(1),
  image: imageSchema.optional(),
}

/** SPEC §3 "Page metadata" of a public route: indexed, with a canonical URL built from its path. */
export const pageMetaSchema = z.object({
  kind: z.literal('page'),
  path: internalHrefSchema,
  ...metaFields,
  type: z.enum(['website', 'article']),
  article: articleMetaSchema.optional(),
  /** An alias (e.g. /feed) points its canonical URL at the primary path. */
  canonicalPath: internalHrefSchema.optional(),
})

/**
 * The error page's metadata (pages/_error: the 404 and the error fallback). It
 * answers any URL, so it has no path: the head gets no canonical URL and no
 * og:url, and asks search engines not to index it.
 */
export const errorPageMetaSchema = z.strictObject({
  kind: z.enum(['not-found', 'error']),
  ...metaFields,
  type: z.literal('website'),
})

/** What the renderer puts in the head: a route's metadata or the error page's. */
export const headMetaSchema = z.discriminatedUnion('kind', [pageMetaSchema, errorPageMetaSchema])

/** SPEC §3 "Blog post". `body` is Markdown kept in content/blog/articles/<slug>.md. */
export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: titleSchema,
  description: descriptionSchema,
  image: imageSchema,
  link: internalHrefSchema,
  date: isoDateSchema,
  author: nonEmpty.optional(),
  section: z.enum(blogSections),
  keywords: z.array(nonEmpty).min(1),
}).refine((post) => post.link === `/blog/${post.slug}`, 'link must be /blog/<slug>')

/** SPEC §3 "White paper item" (listing card). */
export const whitePaperItemSchema = z.object({
  id: z.number().int().positive(),
  title: titleSchema,
  description: descriptionSchema,
  image: imageSchema,
  link: internalHrefSchema,
  date: isoDateSchema,
  pages: z.string().regex(/^\d+ pages$/),
  type: nonEmpty,
})

/** SPEC §3 "Industry item". `icon` names an icon of the design-system Icon set. */
export const industrySchema = z.object({
  id: z.enum(['foundries', 'manufacturing', 'defense', 'financial', 'healthcare', 'mission-critical']),
  icon: nonEmpty,
  title: nonEmpty,
  tagline: nonEmpty,
  expandedIntro: nonEmpty,
  businessBenefits: z.array(nonEmpty).length(4),
})

/** SPEC §3 "Carousel item". */
export const carouselItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('testimonial'), quote: nonEmpty, author: nonEmpty, role: nonEmpty }),
  z.object({ type: z.literal('logo'), name: nonEmpty, url: hrefSchema, image: imageSchema }),
])

/** SPEC §3 "Cookie preferences": functional is always true. */
export const cookiePreferencesSchema = z.object({
  functional: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
})

export const cookieCategorySchema = z.object({
  id: z.enum(['functional', 'analytics', 'marketing']),
  title: nonEmpty,
  description: nonEmpty,
  required: z.boolean(),
  provider: nonEmpty,
  cookies: z.array(z.object({ name: nonEmpty, purpose: nonEmpty, expiration: nonEmpty })).min(1),
})

/** A long-form legal document; section bodies are Markdown. */
export const legalDocumentSchema = z.object({
  title: nonEmpty,
  lastUpdated: isoDateSchema,
  intro: nonEmpty,
  sections: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), heading: nonEmpty, body: nonEmpty })).min(1),
})

export const legacyRedirectSchema = z.object({
  from: z.string().regex(/^[a-z0-9-]+$/),
  to: internalHrefSchema,
})

export type Image = z.infer<typeof imageSchema>
export type LinkItem = z.infer<typeof linkSchema>
export type PageMeta = z.infer<typeof pageMetaSchema>
export type ErrorPageMeta = z.infer<typeof errorPageMetaSchema>
export type HeadMeta = z.infer<typeof headMetaSchema>
export type BlogPost = z.infer<typeof blogPostSchema>
export type WhitePaperItem = z.infer<typeof whitePaperItemSchema>
export type Industry = z.infer<typeof industrySchema>
export type CarouselItem = z.infer<typeof carouselItemSchema>
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>
export type CookieCategory = z.infer<typeof cookieCategorySchema>
export type LegalDocument = z.infer<typeof legalDocumentSchema>
export type LegacyRedirect = z.infer<typeof legacyRedirectSchema>

// Kept re-exported so existing `import type { BlogSection } from '../schema'` still work.
export { blogCategories, blogSections }
export type { BlogCategory, BlogSection }
