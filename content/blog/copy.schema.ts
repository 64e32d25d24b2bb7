// SPEC §2 "Blog feed" and "Blog articles". `blogCopySchema` is the marketing team's file, content/blog/copy.json;
// `blogPageSchema` is the copy around the posts as the pages render it, with the labels the spec fixes
// (content/blog/copy.ts).
import { z } from 'zod'
import { internalHrefSchema, pageMetaCopySchema, textSchema as text } from '../schema'

export const blogCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  feed: z.strictObject({
    eyebrow: text.max(80).describe('The small line above the blog\'s title.'),
    intro: text.max(400).describe('The paragraph under the blog\'s title.'),
    filterLabel: text.max(60).describe('What a screen reader announces for the category chips.'),
    gridHeading: text.max(60).describe('The heading over the posts after the featured one.'),
    emptyCategory: text.max(200).describe('Shown when a category has no post besides the one on top.'),
  }),
  article: z.strictObject({ relatedHeading: text.max(60).describe('The heading over the related posts under an article.') }),
})

export type BlogCopy = z.infer<typeof blogCopySchema>

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
