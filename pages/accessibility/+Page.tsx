// https://vike.dev/Page
import { DocumentSections, PageSection } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

/** The accessibility statement: target, record of checks by hand, automated checks, gaps and a contact. */
export default function Page() {
  const { heading, intro, sections } = usePageContext().data as Data
  return (
    <PageSection heading={heading} headingId="accessibility-heading" headingLevel={1} intro={intro}>
      <DocumentSections sections={sections} />
    </PageSection>
  )
}
