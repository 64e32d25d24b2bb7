// https://vike.dev/Page
import { BackLink, Heading, PageSection, Stack, Text } from '#design-system'
import { EmbeddedLeadForm } from '#renderer/features/lead-forms/EmbeddedLeadForm'
import { useEmbeddedForms } from '#renderer/features/lead-forms/useEmbeddedForms'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

const forms = {
  top: { id: 'white-paper-form-top', headingId: 'white-paper-form-top-heading' },
  bottom: { id: 'white-paper-form-bottom', headingId: 'white-paper-form-bottom-heading' },
} as const

/**
 * SPEC §2 White papers: a back link, the header, two lead forms (top and bottom)
 * and the summary. Either form, once sent, offers the paper's PDF.
 */
export default function Page() {
  const { urlPathname, data } = usePageContext()
  const paper = data as Data
  const statuses = useEmbeddedForms(
    [
      { targetId: forms.top.id, formKey: paper.formKey },
      { targetId: forms.bottom.id, formKey: paper.formKey },
    ],
    urlPathname,
  )
  const leadForm = (placement: keyof typeof forms) => (
    <EmbeddedLeadForm
      id={forms[placement].id}
      formKey={paper.formKey}
      download={paper.download}
      status={statuses[forms[placement].id]!}
      aria-labelledby={forms[placement].headingId}
    />
  )

  return (
    <>
      <PageSection space="small">
        <BackLink href={paper.backLink.href}>{paper.backLink.label}</BackLink>
      </PageSection>

      <PageSection
        eyebrow={paper.eyebrow}
        heading={paper.header.heading}
        headingId="white-paper-heading"
        headingLevel={1}
        headingSize="xlarge"
        intro={paper.header.lede}
        asideWidth="1/2"
        aside={
          <Stack space="large">
            <Heading level={2} size="medium" id={forms.top.headingId}>
              {paper.formHeadingTop}
            </Heading>
            {leadForm('top')}
          </Stack>
        }
      >
        <Text tone="muted">
          {paper.type} · {paper.pages}
        </Text>
      </PageSection>

      <PageSection tone="sunken" heading={paper.summary.heading} headingId="white-paper-summary-heading" width="narrow">
        <Stack space="large">
          {paper.summary.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Heading level={3} size="medium" id="white-paper-findings-heading">
            {paper.keyFindingsHeading}
          </Heading>
          <Stack space="medium" as="ul" aria-labelledby="white-paper-findings-heading">
            {paper.summary.keyFindings.map((finding) => (
              <Text key={finding}>{finding}</Text>
            ))}
          </Stack>
        </Stack>
      </PageSection>

      <PageSection heading={paper.formHeadingBottom} headingId={forms.bottom.headingId} width="narrow">
        {leadForm('bottom')}
      </PageSection>
    </>
  )
}
