import type { ReactNode } from 'react'
import { Column, Columns } from '../Columns/Columns'
import { DocumentSections, type DocumentSection } from '../DocumentSections/DocumentSections'
import { PageSection } from '../PageSection/PageSection'
import { RichText } from '../RichText/RichText'
import type { RichBlock } from '../RichText/tree'
import { Stack } from '../Stack/Stack'
import { TableOfContents } from '../TableOfContents/TableOfContents'

export interface LegalTemplateProps {
  title: string
  /** The line with the document's date, above the opening paragraphs. */
  lastUpdated: ReactNode
  /** The opening paragraphs, before the contents. */
  intro: readonly RichBlock[]
  /** The table of contents' heading. */
  contentsLabel: string
  sections: readonly DocumentSection[]
}

/**
 * SPEC §2 Legal: a document with its date, a table of contents and one anchored section per heading.
 * The opening paragraphs come before the contents: they say what the document is, and on a phone the
 * contents of a long document would otherwise fill the first screen.
 */
export function LegalTemplate({ title, lastUpdated, intro, contentsLabel, sections }: LegalTemplateProps) {
  return (
    <PageSection
      heading={title}
      headingId="legal-heading"
      headingLevel={1}
      intro={
        <Stack space="large">
          {lastUpdated}
          <RichText blocks={intro} />
        </Stack>
      }
    >
      <Columns space="xlarge" collapseBelow="desktop">
        <Column width="1/4">
          <TableOfContents heading={contentsLabel} items={sections.map((section) => ({ id: section.id, label: section.heading }))} sticky />
        </Column>
        <Column>
          <DocumentSections sections={sections} />
        </Column>
      </Columns>
    </PageSection>
  )
}
