// https://vike.dev/Page
import type { DemoUseCase, DemoUseCaseLabels } from '#content/pages/demo.schema'
import { Accordion, BackToTop, Column, Columns, FormPanel, Heading, Icon, Inline, LogoCarousel, PageSection, Stack, Text } from '#design-system'
import { EmbeddedLeadForm } from '#renderer/features/lead-forms/EmbeddedLeadForm'
import { useEmbeddedForms } from '#renderer/features/lead-forms/useEmbeddedForms'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

const formId = 'demo-form'
const formHeadingId = 'demo-form-heading'
const pageHeadingId = 'demo-heading'

function UseCaseDetails({ useCase, labels }: { useCase: DemoUseCase; labels: DemoUseCaseLabels }) {
  const lists = [
    { title: labels.findings, items: useCase.findings },
    { title: labels.fixes, items: useCase.fixes },
  ]
  return (
    <Stack space="large">
      <Text tone="muted">{useCase.domain}</Text>
      <Text>{useCase.summary}</Text>
      <Stack space="small">
        <Text weight="strong">{labels.model}</Text>
        <Text>{useCase.model}</Text>
        <Text weight="strong">{labels.dataset}</Text>
        <Text>{useCase.dataset}</Text>
        <Text weight="strong">{labels.problem}</Text>
        <Text>{useCase.problem}</Text>
      </Stack>
      {lists.map((list) => (
        <Stack key={list.title} space="small">
          <Heading level={4} size="small">
            {list.title}
          </Heading>
          <Stack space="small" as="ul">
            {list.items.map((item) => (
              <Text key={item}>{item}</Text>
            ))}
          </Stack>
        </Stack>
      ))}
      <Stack space="small">
        <Heading level={4} size="small">
          {labels.outcome}
        </Heading>
        <Text>{useCase.outcome}</Text>
      </Stack>
    </Stack>
  )
}

/** SPEC §2 Demo: headline, three benefits, the demo request form, the trusted-by strip, two use cases and back to top. */
export default function Page() {
  const { urlPathname, data } = usePageContext()
  const { page, trustedBy } = data as Data
  const { headline, intro, benefits, benefitsLabel, form, trustedBy: trusted, useCases, backToTop } = page
  const statuses = useEmbeddedForms([{ targetId: formId, formKey: form.formKey }], urlPathname)

  return (
    <>
      <PageSection
        tone="dark"
        space="large"
        heading={headline}
        headingId={pageHeadingId}
        headingLevel={1}
        intro={intro}
        asideWidth="1/2"
        aside={
          <FormPanel heading={form.heading} headingId={formHeadingId} intro={form.intro}>
            <EmbeddedLeadForm id={formId} formKey={form.formKey} status={statuses[formId]!} aria-labelledby={formHeadingId} />
          </FormPanel>
        }
      >
        <Stack space="medium" as="ul" aria-label={benefitsLabel}>
          {benefits.map((benefit) => (
            <Columns key={benefit} space="small" alignY="top">
              <Column width="content">
                <Icon name="check" />
              </Column>
              <Column>
                <Text size="large">{benefit}</Text>
              </Column>
            </Columns>
          ))}
        </Stack>
      </PageSection>

      <PageSection tone="sunken" heading={trusted.heading} headingId="demo-trusted-heading">
        <LogoCarousel items={trustedBy} label={trusted.carouselLabel} />
      </PageSection>

      <PageSection heading={useCases.heading} headingId="demo-use-cases-heading" intro={useCases.intro}>
        <Accordion items={useCases.items.map((useCase) => ({ id: useCase.id, title: useCase.title, content: <UseCaseDetails useCase={useCase} labels={useCases.labels} /> }))} />
        <Inline space="medium">
          <BackToTop targetId={pageHeadingId}>{backToTop.label}</BackToTop>
        </Inline>
      </PageSection>
    </>
  )
}
