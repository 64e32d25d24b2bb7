// The blog posts collection: one Markdown file per post, content/blog/posts/<slug>.md, whose front matter this schema
// checks. The slug is the file's name; the link, the cover image and, for a new post, the id follow from it
// (content/blog/posts.ts), so no one types them.
import { z } from 'zod'
import { calendarDateSchema, descriptionSchema, keywordsSchema, textSchema, titleSchema } from '../schema'
import { blogSections } from './taxonomy'

export const postFrontMatterSchema = z.strictObject({
  id: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Read-only. The spec\'s 13 posts keep the number they were published with; a new post leaves it out and gets the next free one.'),
  title: titleSchema.describe(
    'The headline, 5 to 120 characters. It also decides the post\'s category on the blog: Partnership, Award, Appointed or Selects make it News; Defense, Security or Risk make it Security & Control; Governance, Compliance or Financial make it Governance & Compliance; anything else is Frontier AI Resilience.',
  ),
  description: descriptionSchema.describe('One or two sentences for the blog card and search results, 15 to 160 characters.'),
  date: calendarDateSchema.describe('The day the post is published, as year-month-day: 2025-10-28. The blog lists the newest first.'),
  author: textSchema.max(60).optional().describe('Who wrote it, usually {ceo}. Leave it out for company news, which the company signs.'),
  section: z.enum(blogSections).describe('The kind of article, shown to search engines and social networks.'),
  keywords: keywordsSchema.describe('Phrases a reader might search for, one per entry.'),
  coverAlt: textSchema
    .max(250)
    .describe('What the cover image shows, for readers who cannot see it. The image itself is content/images/blog/<slug>.svg (or .png, .jpg, .webp), 1200 by 630 pixels.'),
})

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>
