// SPEC §2 "Blog feed" and "Blog articles": the shape of the copy around the posts.
import { z } from 'zod'
import { internalHrefSchema, textSchema as text } from '../schema'

export const blogPageSchema = z.strictObject({
  feed: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    filterLabel: text,
    gridHeading: text,
    readMore: text,
    emptyCategory: text,
  }),
  article: z.strictObject({
    backLabel: text,
    backHref: internalHrefSchema,
    relatedHeading: text,
  }),
})

export type BlogPageContent = z.infer<typeof blogPageSchema>
