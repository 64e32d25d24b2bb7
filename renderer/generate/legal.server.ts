import { markdownToBlocks } from './markdown.server'
import { shownDate, type ShownDate } from '#content/dates'
import { legalPageCopy } from '#content/legal/page'
import type { RichBlock } from '#design-system/components/RichText/tree'
import type { LegalDocument } from '#content/schema'

interface LegalSectionData {
  id: string
  heading: string
  blocks: RichBlock[]
}

/** A legal document as its page renders it: Markdown turned into rich text at build time. */
export interface LegalPageData {
  title: string
  lastUpdated: ShownDate
  /** The words around the document. */
  copy: typeof legalPageCopy
  intro: RichBlock[]
  sections: LegalSectionData[]
}

export function legalPageData(document: LegalDocument): LegalPageData {
  return {
    title: document.title,
    lastUpdated: shownDate(document.lastUpdated),
    copy: legalPageCopy,
    intro: markdownToBlocks(document.intro, `${document.title} intro`),
    sections: document.sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      blocks: markdownToBlocks(section.body, `${document.title} § ${section.id}`),
    })),
  }
}
