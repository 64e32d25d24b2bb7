// SPEC §2 White papers and §3 "White paper item": the white papers collection, one Markdown file per paper
// (content/white-papers/papers/<slug>.md, its front matter checked here, its body the summary's paragraphs), and the
// listing's copy (copy.json). The spec's cards, the listing title and which form each page creates are checked in
// content/white-papers/papers.test.ts.
import { z } from 'zod'
import { calendarDateSchema, descriptionSchema, keywordsSchema, mustBe, pageMetaCopySchema, textSchema as text, titleSchema } from '../schema'
import type { Image } from '../schema'
import type { FormKey } from '../site'

export const paperFrontMatterSchema = z
  .strictObject({
    id: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Read-only. The two papers the spec lists keep their number; a newly listed paper leaves it out and gets the next free one.'),
    title: titleSchema.describe('The paper\'s title, 5 to 120 characters: its page heading, its card and its PDF.'),
    description: descriptionSchema.describe('One or two sentences for the card and search results, 15 to 160 characters.'),
    keywords: keywordsSchema.describe('Phrases a reader might search for, one per entry.'),
    type: text.max(40).describe('The paper\'s subject in a few words, shown on its card and above its title, such as Financial Services.'),
    pages: z.number().int().positive().max(500).describe('How many pages the full paper has: the card shows "32 pages".'),
    listed: z.boolean().describe('On: the paper has a card on the Technical Research listing. Off: it has its page, reached by links.'),
    date: calendarDateSchema.optional().describe('When the paper was published, as year-month-day: 2024-01-15. Required for a listed paper; the listing shows the newest first.'),
    lede: text.max(400).describe('The paragraph under the title.'),
    formHeadingTop: text.max(80).describe('The heading over the download form at the top of the page.'),
    formHeadingBottom: text.max(80).describe('The heading over the download form at the bottom of the page.'),
    keyFindings: z.array(text.max(300)).min(4).max(6).describe('The summary\'s key findings, 4 to 6, one sentence each.'),
    coverAlt: text
      .max(250)
      .describe('What the cover image shows, for readers who cannot see it. The image is content/images/white-papers/<slug>.svg (or .png, .jpg, .webp), 1200 by 630 pixels.'),
  })
  .superRefine((paper, context) => {
    if (paper.listed && paper.date === undefined) {
      context.addIssue({ code: 'custom', path: ['date'], message: mustBe('an ISO date such as 2024-01-15, because the paper is listed')({ input: undefined }) })
    }
  })

export type PaperFrontMatter = z.infer<typeof paperFrontMatterSchema>

/** The listing's words and those every paper's page shares (content/white-papers/copy.json). */
export const whitePapersCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  eyebrow: text.max(40).describe('The small line above the listing\'s title.'),
  intro: text.max(400).describe('The paragraph under the listing\'s title.'),
  summaryHeading: text.max(60).describe('The heading over each paper\'s summary.'),
  keyFindingsHeading: text.max(60).describe('The heading over each paper\'s list of key findings.'),
})

export type WhitePapersCopy = z.infer<typeof whitePapersCopySchema>

/** A white paper's page as the site renders it, built from its file by content/white-papers/papers.ts. */
export interface WhitePaperPage {
  slug: string
  title: string
  description: string
  keywords: string[]
  eyebrow: string
  header: { heading: string; lede: string }
  backLink: { label: string; href: string }
  formKey: FormKey
  formHeadingTop: string
  formHeadingBottom: string
  summary: { heading: string; paragraphs: string[]; keyFindings: string[] }
  pages: string
  type: string
  image: Image
}
