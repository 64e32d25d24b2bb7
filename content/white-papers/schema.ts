// SPEC §2 White papers and §3 "White paper item": the Technical Research listing,
// its two cards, and the four white-paper pages with their lead forms (SPEC §7).
import { z } from 'zod'
import { formFallbackSchema } from '../pages/contact.schema'
import { descriptionSchema, imageSchema, titleSchema, whitePaperItemSchema } from '../schema'
import type { FormKey } from '../site'

const text = z.string().trim().min(1)

/** SPEC §7: which embedded form each page creates. */
const pageFormKeys = {
  'ai-model-degradation': 'shared',
  'ai-trust-framework': 'shared',
  'accountable-ai-finance': 'financeWhitePaper',
  'tactical-advantage-frontier-ai': 'defenseWhitePaper',
} as const satisfies Record<string, FormKey>

export type WhitePaperSlug = keyof typeof pageFormKeys

const pageSchema = <Slug extends WhitePaperSlug>(slug: Slug) =>
  z.strictObject({
    slug: z.literal(slug),
    title: titleSchema,
    description: descriptionSchema,
    keywords: z.array(text).min(1),
    eyebrow: text,
    header: z.strictObject({ heading: text, lede: text }),
    backLink: z.strictObject({ label: z.literal('Back to White Papers'), href: z.literal('/white-papers') }),
    formKey: z.literal(pageFormKeys[slug]),
    formHeadingTop: text,
    formHeadingBottom: text,
    summary: z.strictObject({
      heading: text,
      paragraphs: z.array(text).min(3).max(5),
      keyFindings: z.array(text).min(4).max(6),
    }),
    pages: z.string().regex(/^\d+ pages$/),
    type: text,
    image: imageSchema.extend({ src: z.literal(`/images/white-papers/${slug}.svg` as const) }),
  })

export const whitePaperPagesSchema = z.strictObject({
  'ai-model-degradation': pageSchema('ai-model-degradation'),
  'ai-trust-framework': pageSchema('ai-trust-framework'),
  'accountable-ai-finance': pageSchema('accountable-ai-finance'),
  'tactical-advantage-frontier-ai': pageSchema('tactical-advantage-frontier-ai'),
})

/** SPEC §3: the two listing cards, in the order the listing shows them (newest first). */
const expectedItems = [
  { id: 1, title: 'Accountable AI for Finance Leaders', date: '2024-01-15', pages: '32 pages', type: 'Financial Services', link: '/white-papers/accountable-ai-finance' },
  { id: 2, title: 'Gain Tactical Advantage in Frontier AI', date: '2023-12-08', pages: '45 pages', type: 'Defense Applications', link: '/white-papers/tactical-advantage-frontier-ai' },
] as const

export const whitePapersSchema = z
  .object({
    listing: z.strictObject({ title: z.literal('Technical Research'), intro: text }),
    downloadLabel: z.literal('Download White Paper'),
    items: z
      .array(whitePaperItemSchema)
      .readonly()
      .refine(
        (items) =>
          items.length === expectedItems.length &&
          expectedItems.every((expected, index) => {
            const item = items[index]
            return item !== undefined && (Object.keys(expected) as (keyof typeof expected)[]).every((key) => item[key] === expected[key])
          }),
        'items match SPEC §3 (ids, titles, dates, pages, types, links), newest first',
      ),
    pages: whitePaperPagesSchema,
    formFallback: formFallbackSchema,
  })
  .superRefine(({ items, pages }, ctx) => {
    // A card and the page it links to must not disagree.
    for (const item of items) {
      const page = Object.values(pages).find((candidate) => item.link === `/white-papers/${candidate.slug}`)
      if (!page) {
        ctx.addIssue({ code: 'custom', message: `${item.link} has no white-paper page`, path: ['items'] })
      } else if (page.title !== item.title || page.pages !== item.pages || page.type !== item.type || page.image.src !== item.image.src) {
        ctx.addIssue({ code: 'custom', message: `${item.link} disagrees with its page`, path: ['items'] })
      }
    }
  })

export type WhitePaperPage = z.infer<typeof whitePaperPagesSchema>[WhitePaperSlug]
export type WhitePaperPages = z.infer<typeof whitePaperPagesSchema>
export type WhitePapersContent = z.infer<typeof whitePapersSchema>
