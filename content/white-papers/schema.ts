// SPEC §2 White papers and §3 "White paper item": the shape of the Technical
// Research listing, its cards and the white-paper pages with their lead forms
// (SPEC §7). The spec's cards, listing title and which form each page creates
// are checked in content/white-papers/papers.test.ts.
import { z } from 'zod'
import {
  descriptionSchema,
  formKeySchema,
  imageSchema,
  linkSchema,
  pageCountSchema,
  slugSchema,
  textSchema as text,
  titleSchema,
  whitePaperItemSchema,
} from '../schema'

const pageSchema = z
  .strictObject({
    slug: slugSchema,
    title: titleSchema,
    description: descriptionSchema,
    keywords: z.array(text).min(1),
    eyebrow: text,
    header: z.strictObject({ heading: text, lede: text }),
    backLink: linkSchema,
    formKey: formKeySchema,
    formHeadingTop: text,
    formHeadingBottom: text,
    summary: z.strictObject({
      heading: text,
      paragraphs: z.array(text).min(3).max(5),
      keyFindings: z.array(text).min(4).max(6),
    }),
    pages: pageCountSchema,
    type: text,
    image: imageSchema,
  })
  // Cover art is drawn at exactly /images/white-papers/<slug>.svg.
  .refine((page) => page.image.src === `/images/white-papers/${page.slug}.svg`, { message: 'cover art is /images/white-papers/<slug>.svg', path: ['image', 'src'] })

/** The pages keyed by their slug (the route is /white-papers/<slug>). */
const whitePaperPagesSchema = z
  .record(slugSchema, pageSchema)
  .refine((pages) => Object.entries(pages).every(([key, page]) => key === page.slug), 'each page is keyed by its slug')

export const whitePapersSchema = z
  .object({
    listing: z.strictObject({ eyebrow: text, title: text, intro: text }),
    downloadLabel: text,
    items: z.array(whitePaperItemSchema).readonly(),
    pages: whitePaperPagesSchema,
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

export type WhitePaperPage = z.infer<typeof pageSchema>
export type WhitePapersContent = z.infer<typeof whitePapersSchema>
