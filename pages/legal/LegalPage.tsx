import type { LegalPageData } from '#renderer/generate/legal.server'
import { legalPageCopy } from '#content/legal/page'
import { Column, Columns, DocumentSections, PageSection, RichText, Stack, TableOfContents } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import { LastUpdated } from './LastUpdated'

/**
 * SPEC §2 Legal: a document with its date, a table of contents and one anchored section per heading.
 * The opening paragraphs come before the contents: they say what the document is, and on a phone the
 * contents of a long document would otherwise fill the first screen.
 */
export function LegalPage() {
  const { title, lastUpdated, intro, sections } = usePageContext().data as LegalPageData
  return (
    <PageSection
      heading={title}
      headingId="legal-heading"
      headingLevel={1}
      intro={
        <Stack space="large">
          <LastUpdated date={lastUpdated} />
          <RichText blocks={intro} />
        </Stack>
      }
    >
      <Columns space="xlarge" collapseBelow="desktop">
        <Column width="1/4">
          <TableOfContents
            heading={legalPageCopy.contents}
            items={sections.map((section) => ({ id: section.id, label: section.heading }))}
            sticky
          />
        </Column>
        <Column>
          <DocumentSections sections={sections} />
        </Column>
      </Columns>
    </PageSection>
  )
}
