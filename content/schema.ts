// Runtime schemas for every content collection, and the pieces the page and
// collection schemas share (declared once here, imported there). Content modules
// import only the inferred types (`import type`), so zod never reaches the browser
// bundle; the unit tests parse every module against these schemas so a bad edit
// fails CI. Schemas check shape only; the exact copy, figures and counts the
// spec prescribes are checked by tests that name their SPEC clause.
import { z } from 'zod'
import { blogSections } from './blog/taxonomy'
import type { BlogSection } from './blog/taxonomy'
import { forms } from './site'
import type { FormKey } from './site'

/** Any visible copy: a non-empty string. */
export const textSchema = z.string().trim().min(1)

/** A root-relative path such as `/solutions` or `/solutions#editing`. */
export const internalHrefSchema = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'internal path')
export const externalHrefSchema = z.url().refine((href) => href.startsWith('https://') || href.startsWith('mailto:'), 'https or mailto URL')
export const hrefSchema = z.union([internalHrefSchema, externalHrefSchema])

/** A URL segment: lower-case words joined by single hyphens. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)

/** A white paper's length as its card and page print it, e.g. "32 pages". */
export const pageCountSchema = z.string().regex(/^\d+ pages$/)

const isoDateSchema = z.iso.date().or(z.iso.datetime({ offset: true }))

export const titleSchema = z.string().trim().min(5).max(120)
export const descriptionSchema = z.string().trim().min(15).max(160)

/** Every image carries its intrinsic size (no layout shift) and alt text. */
export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/),
  alt: textSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export const linkSchema = z.strictObject({ label: textSchema, href: hrefSchema })
/** A link that opens a third-party page (scheduling, company profile) in a new tab. */
export const newTabLinkSchema = linkSchema.extend({ newTab: z.literal(true) })

/** The page header most pages open with: eyebrow, h1 and a lede paragraph. */
export const heroSchema = z.strictObject({ eyebrow: textSchema, heading: textSchema, lede: textSchema })

/**
 * Names an icon of the design-system set by string (content does not import the
 * design system); content/design-system-names.test.ts checks every name against `iconNames`.
 * Typed `Lowercase<string>` rather than `string` so that `satisfies` keeps each
 * name's literal type and a page passing it to <Icon name> is type-checked too.
 */
export const iconNameSchema = z.custom<Lowercase<string>>(
  (value) => typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
  'a kebab-case icon name',
)

/** A code sample's language, by name like icons; checked against the highlighter's `highlightLanguages` by the same test. */
export const codeLanguageSchema = z.custom<Lowercase<string>>((value) => typeof value === 'string' && /^[a-z]+$/.test(value), 'a language name')

/** A pull quote from a named person. */
export const quoteSchema = z.strictObject({ text: textSchema, name: textSchema, role: textSchema })

/** The tool cards' ids: the Solutions page's anchors (SPEC §4) and the key pages use to match tools. */
const toolIds = ['editing', 'steering', 'analysis', 'mapping'] as const
export const toolIdSchema = z.enum(toolIds)
/** A CLI flag such as --edit-weights; which flag belongs to which tool is a SPEC fact, tested. */
export const toolFlagSchema = z.string().regex(/^--[a-z]+(-[a-z]+)*$/, 'a --kebab-case flag')

/** Which embedded form (site.ts `forms.formIds`) a page creates. */
export const formKeySchema = z.enum(Object.keys(forms.formIds) as [FormKey, ...FormKey[]])

/** Where a visitor can write instead of using a lead form. */
export const mailtoLinkSchema = z.strictObject({ label: textSchema, href: z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/, 'a mailto: link') })

/** Shown beside a lead form whose embed cannot load, e.g. a content blocker removed its script. */
export const formFallbackSchema = z.strictObject({
  heading: textSchema,
  body: textSchema,
  link: mailtoLinkSchema,
})

/** How a native lead-form field is drawn: the controls of the design system's Field. */
const leadFormFieldKinds = ['text', 'email', 'tel', 'textarea', 'select'] as const

/**
 * One field of our own lead form. `name` is the forms provider's property name,
 * sent as is in the submission, so it must match the embedded form's field.
 * `messages` follow GOV.UK's error-message wording; `required` is kept even on
 * optional fields because the provider may still reject the field as required.
 */
const leadFormFieldSchema = z
  .strictObject({
    name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'a provider property name'),
    kind: z.enum(leadFormFieldKinds),
    label: textSchema,
    hint: textSchema.optional(),
    autoComplete: z.string().regex(/^[a-z-]+( [a-z-]+)*$/).optional(),
    required: z.boolean(),
    maxLength: z.number().int().positive(),
    options: z.array(z.strictObject({ value: textSchema, label: textSchema })).min(2).optional(),
    /** A select's empty first option. */
    placeholder: textSchema.optional(),
    messages: z.strictObject({ required: textSchema, invalid: textSchema.optional(), tooLong: textSchema }),
  })
  .refine((field) => (field.kind === 'select') === (field.options !== undefined), { message: 'a select, and only a select, has options', path: ['options'] })
  .refine((field) => field.kind === 'select' || field.placeholder === undefined, { message: 'only a select has a placeholder option', path: ['placeholder'] })
  .refine((field) => field.kind !== 'email' || field.messages.invalid !== undefined, { message: 'an email field says what a valid address looks like', path: ['messages', 'invalid'] })

/** Our own form for one embedded form (site.ts `forms.formIds`): shown when the embed cannot serve. */
export const leadFormSchema = z
  .strictObject({
    fields: z.array(leadFormFieldSchema).min(4),
    submitLabel: textSchema,
    success: z.strictObject({ heading: textSchema, body: textSchema }),
  })
  .refine((form) => new Set(form.fields.map((field) => field.name)).size === form.fields.length, 'field names are unique')
  .refine((form) => form.fields.some((field) => field.kind === 'email' && field.required), 'every form asks for a work email')

const articleMetaSchema = z.object({
  author: textSchema.optional(),
  publishedTime: isoDateSchema,
  section: z.enum(blogSections),
})

const metaFields = {
  title: titleSchema,
  description: descriptionSchema,
  keywords: z.array(textSchema).min(1),
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


/** SPEC §3 "Blog post". `body` is Markdown kept in content/blog/articles/<slug>.md. */
export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  title: titleSchema,
  description: descriptionSchema,
  image: imageSchema,
  link: internalHrefSchema,
  date: isoDateSchema,
  author: textSchema.optional(),
  section: z.enum(blogSections),
  keywords: z.array(textSchema).min(1),
}).refine((post) => post.link === `/blog/${post.slug}`, 'link must be /blog/<slug>')

/** SPEC §3 "White paper item" (listing card). */
export const whitePaperItemSchema = z.object({
  id: z.number().int().positive(),
  title: titleSchema,
  description: descriptionSchema,
  image: imageSchema,
  link: internalHrefSchema,
  date: isoDateSchema,
  pages: pageCountSchema,
  type: textSchema,
})

/** SPEC §3 "Industry item". `icon` names an icon of the design-system Icon set. */
export const industrySchema = z.object({
  id: z.enum(['foundries', 'manufacturing', 'defense', 'financial', 'healthcare', 'mission-critical']),
  icon: iconNameSchema,
  title: textSchema,
  tagline: textSchema,
  expandedIntro: textSchema,
  businessBenefits: z.array(textSchema).min(1),
})

/** SPEC §3 "Carousel item". */
export const carouselItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('testimonial'), quote: textSchema, author: textSchema, role: textSchema }),
  z.object({ type: z.literal('logo'), name: textSchema, url: hrefSchema, image: imageSchema }),
])

/** SPEC §3 "Cookie preferences": functional is always true. */
export const cookiePreferencesSchema = z.object({
  functional: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
})

export const cookieCategorySchema = z.object({
  id: z.enum(['functional', 'analytics', 'marketing']),
  title: textSchema,
  description: textSchema,
  required: z.boolean(),
  provider: textSchema,
  cookies: z.array(z.object({ name: textSchema, purpose: textSchema, expiration: textSchema })).min(1),
})

/** A long-form legal document; section bodies are Markdown. */
export const legalDocumentSchema = z.object({
  title: textSchema,
  lastUpdated: isoDateSchema,
  intro: textSchema,
  sections: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), heading: textSchema, body: textSchema })).min(1),
})

export const legacyRedirectSchema = z.object({
  from: z.string().regex(/^[a-z0-9-]+$/),
  to: internalHrefSchema,
})

export type Image = z.infer<typeof imageSchema>
export type LinkItem = z.infer<typeof linkSchema>
export type FormFallback = z.infer<typeof formFallbackSchema>
export type LeadFormFieldDefinition = z.infer<typeof leadFormFieldSchema>
export type LeadFormDefinition = z.infer<typeof leadFormSchema>
export type PageMeta = z.infer<typeof pageMetaSchema>
export type ErrorPageMeta = z.infer<typeof errorPageMetaSchema>
/** What the renderer puts in the head: a route's metadata or the error page's. */
export type HeadMeta = PageMeta | ErrorPageMeta
export type BlogPost = z.infer<typeof blogPostSchema>
export type WhitePaperItem = z.infer<typeof whitePaperItemSchema>
export type Industry = z.infer<typeof industrySchema>
export type CarouselItem = z.infer<typeof carouselItemSchema>
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>
export type CookieCategory = z.infer<typeof cookieCategorySchema>
export type LegalDocument = z.infer<typeof legalDocumentSchema>
export type LegacyRedirect = z.infer<typeof legacyRedirectSchema>

// Kept re-exported so existing `import type { BlogSection } from '../schema'` still work.

export type { BlogSection }
