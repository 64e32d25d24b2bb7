// The legal documents collection: the privacy policy and the terms, one Markdown file each in content/legal/, whose
// front matter this schema checks and whose body holds the introduction, then one "## heading {#id}" per section.
// The cookie policy is not a file: it restates the cookie tables, storage keys and button labels that code owns, so
// it is written beside them (cookie-policy.ts).
import { z } from 'zod'
import { calendarDateSchema, descriptionSchema, keywordsSchema, textSchema } from '../schema'
import type { LegalDocument } from '../schema'

export const legalDocumentNames = ['privacy-policy', 'terms-and-conditions'] as const
export type LegalDocumentName = (typeof legalDocumentNames)[number]

/** Where the documents are, under the content folder. */
export const legalFolder = 'legal'

export const legalFrontMatterSchema = z.strictObject({
  title: textSchema.max(60).describe('The document\'s title: its page heading, the browser tab and search results.'),
  lastUpdated: calendarDateSchema.describe('The date shown as "Last updated", as year-month-day: 2024-01-08. Change it with every change of substance.'),
  description: descriptionSchema.describe('The summary search results show, 15 to 160 characters.'),
  keywords: keywordsSchema.describe('Phrases a reader might search for, one per entry.'),
})

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>

/** A section's heading line: "## 4. License to Use the Website {#use-license}". The id is the section's web address. */
const sectionHeading = /^## (.+?)(?: \{#([^}]*)\})?\s*$/

export interface SplitDocument {
  readonly intro: string
  readonly sections: LegalDocument['sections']
  /** Headings that cannot become a section, with their line number in the body. */
  readonly problems: readonly { line: number; message: string }[]
}

/** The body cut into its introduction and its sections, at each "## " line outside fenced code. */
export function splitSections(body: string): SplitDocument {
  const lines = body.split('\n')
  const problems: { line: number; message: string }[] = []
  const sections: { id: string; heading: string; lines: string[] }[] = []
  const intro: string[] = []
  let fenced = false
  lines.forEach((line, index) => {
    if (line.startsWith('```')) fenced = !fenced
    const match = fenced ? null : sectionHeading.exec(line)
    if (!match) {
      ;(sections.at(-1)?.lines ?? intro).push(line)
      return
    }
    const [, heading = '', id] = match
    if (id === undefined || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      problems.push({
        line: index + 1,
        message: `has the heading "${heading}" without its address: write it as "## ${heading} {#${slugOf(heading)}}" (the address is lower-case words joined by hyphens, and links to the section use it)`,
      })
    }
    sections.push({ id: id ?? slugOf(heading), heading, lines: [] })
  })
  const text = (block: readonly string[]) => block.join('\n').trim()
  return { intro: text(intro), sections: sections.map(({ id, heading, lines: sectionLines }) => ({ id, heading, body: text(sectionLines) })), problems }
}

function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** SPEC §2 Legal: the document a page renders, from its file. */
export function legalDocument(frontMatter: LegalFrontMatter, body: string): LegalDocument {
  const { intro, sections } = splitSections(body)
  return { title: frontMatter.title, lastUpdated: frontMatter.lastUpdated, intro, sections }
}
