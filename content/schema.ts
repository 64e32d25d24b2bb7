// Runtime schemas for every content collection, and the pieces the page and
// collection schemas share (declared once here, imported there). Content modules
// import only the inferred types (`import type`), so zod never reaches the browser
// bundle. The data files a marketer edits are checked against these schemas by the
// build's content check (renderer/generate/contentCheck.ts), which words every
// failure with `issueInWords` below; the editor's field list is generated from the
// same schemas, so each field a person types carries a description (`.describe`),
// its limits and, for a pattern, a message in plain words. Schemas check shape only;
// the exact copy, figures and entries the spec prescribes are checked by tests that
// name their SPEC clause.
import { z } from 'zod'
import { blogSections } from './blog/taxonomy'
import { forms } from './site'
import type { FormKey } from './site'
import { toolIds } from './tools'

/**
 * A rule's message for both ways a field can break it: missing ("is required (an ISO date such as 2025-10-28)") or
 * written wrong ("must be an ISO date such as 2025-10-28"). `what` completes "must be …".
 */
export const mustBe = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `is required (${what})` : `must be ${what}`)

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

const typeNames: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
}

/**
 * zod's issue in the words of content/README.md, for the content check: "is required", "must be at most 160
 * characters long (it has 200)", "must be one of: …". Pass it as the parse's `error`; a schema's own message (a
 * pattern's, `mustBe`) wins over it.
 */
export function issueInWords(issue: z.core.$ZodRawIssue): string | undefined {
  const input: unknown = issue.input
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return 'is required'
      // YAML reads an unquoted value that starts with a token, `author: {ceo}`, as a group of fields.
      if (issue.expected === 'string' && input !== null && typeof input === 'object' && !Array.isArray(input) && Object.values(input).every((value) => value === null)) {
        return 'must be text: put a value that starts with a {token} in quotes, as in "{brand} news"'
      }
      return `must be ${typeNames[issue.expected] ?? issue.expected}`
    }
    case 'too_small':
      if (issue.origin === 'string') {
        const length = typeof input === 'string' ? input.trim().length : 0
        return Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${plural(Number(issue.minimum), 'character')} long (it has ${length})`
      }
      if (issue.origin === 'array') return `needs at least ${plural(Number(issue.minimum), 'entry', 'entries')} (it has ${Array.isArray(input) ? input.length : 0})`
      return `must be at least ${String(issue.minimum)}`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${plural(Number(issue.maximum), 'character')} long (it has ${typeof input === 'string' ? input.trim().length : 0})`
      if (issue.origin === 'array') return `takes at most ${plural(Number(issue.maximum), 'entry', 'entries')} (it has ${Array.isArray(input) ? input.length : 0})`
      return `must be at most ${String(issue.maximum)}`
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of: ${issue.values.map((value) => String(value)).join(', ')} (it is ${JSON.stringify(input)})`
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not know: ${issue.keys.join(', ')} (check the spelling, or remove ${issue.keys.length === 1 ? 'it' : 'them'})`
    case 'invalid_format':
      return issue.format === 'url' ? 'must be a web address that starts with https://' : 'is not in the expected format'
    default:
      return undefined
  }
}

/** Any visible copy: a non-empty string. */
export const textSchema = z.string().trim().min(1)

/** A root-relative path such as `/solutions` or `/solutions#editing`. */
export const internalHrefSchema = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'internal path')
export const externalHrefSchema = z.url().refine((href) => href.startsWith('https://') || href.startsWith('mailto:'), 'https or mailto URL')
export const hrefSchema = z.union([internalHrefSchema, externalHrefSchema])

/** A URL segment: lower-case words joined by single hyphens. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, such as kec-accelerator')

/** A white paper's length as its card and page print it, e.g. "32 pages". */
const pageCountSchema = z.string().regex(/^\d+ pages$/)

const isoDateSchema = z.iso.date().or(z.iso.datetime({ offset: true }))

/** A day as a data file writes it. YAML reads 2025-10-28 as text, so front matter needs no quotes around it. */
export const calendarDateSchema = z.iso.date({ error: mustBe('an ISO date such as 2025-10-28') })

// Search results show about 60 characters of a title (ours add " | <brand>") and cut a description after about 160.
export const titleSchema = z.string().trim().min(5).max(120)
export const descriptionSchema = z
  .string()
  .trim()
  .min(15)
  .max(160, { error: (issue) => `must be at most 160 characters long, or search results cut it off (it has ${typeof issue.input === 'string' ? issue.input.trim().length : 0})` })

/** The words that help search engines match a page: at least one, each a short phrase. */
export const keywordsSchema = z.array(z.string().trim().min(1).max(60)).min(1).max(12)

/** What a page's copy file says about the page in search results and social previews (its `meta`). */
export const pageMetaCopySchema = z
  .strictObject({
    title: titleSchema.describe('The page\'s title in the browser tab and search results, 5 to 120 characters; the site adds " | " and the brand.'),
    description: descriptionSchema.describe('The summary search results show under the title, 15 to 160 characters.'),
    keywords: keywordsSchema.describe('Phrases a reader might search for, one per entry.'),
  })
  .describe('How search results and social previews show this page.')

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
 * The pieces a copy file is made of, each with its limit and the hint the editor shows beside it: a field that uses
 * one of these needs no hint of its own.
 */
export const copyText = {
  heading: textSchema.max(90).describe('The heading of this part of the page, at most 90 characters.'),
  intro: textSchema.max(600).describe('The paragraph under the heading.'),
  paragraph: textSchema.max(900).describe('One paragraph.'),
  cardTitle: textSchema.max(60).describe('The card\'s heading.'),
  cardBody: textSchema.max(300).describe('The card\'s text.'),
  listItem: textSchema.max(200).describe('One point of the list.'),
  label: textSchema.max(40).describe('A short label on a button or beside a value.'),
}

/** A list of paragraphs, one per entry. */
export const paragraphsSchema = (min: number, max: number) =>
  z.array(copyText.paragraph).min(min).max(max).describe(`The paragraphs, ${min === max ? min : `${min} to ${max}`}, one per entry.`)

/** A card with a heading and a line or two of text. */
export const cardCopySchema = z.strictObject({ title: copyText.cardTitle, body: copyText.cardBody })

/** The same header in a copy file, with its limits and hints. */
export const heroCopySchema = z
  .strictObject({
    eyebrow: textSchema.max(80).describe('The small line above the heading.'),
    heading: textSchema.max(120).describe('The page\'s main heading.'),
    lede: textSchema.max(600).describe('The paragraph under the heading.'),
  })
  .describe('The top of the page.')

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


/** SPEC §3 "Blog post", as the site renders it: built from content/blog/posts/<slug>.md (content/blog/posts.ts). */
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
