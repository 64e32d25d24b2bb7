// https://vike.dev/Page
import { contactPage } from '#content/pages/contact'
import { Column, Columns, FormPanel, Heading, Icon, Link, PageSection, Stack, Text } from '#design-system'
import { EmbeddedLeadForm } from '#renderer/features/lead-forms/EmbeddedLeadForm'
import { useEmbeddedForms } from '#renderer/features/lead-forms/useEmbeddedForms'
import { usePageContext } from '#renderer/usePageContext'

const formId = 'contact-form'
const formHeadingId = 'contact-form-heading'

/** SPEC §2 Contact: the lead form on the dark surface (white labels), contact information and quick actions. */
export default function Page() {
  const { hero, form, info, quickActions } = contactPage
  const { urlPathname } = usePageContext()
  const statuses = useEmbeddedForms([{ targetId: formId, formKey: form.formKey }], urlPathname)

  return (
    <>
      <PageSection tone="dark" space="large" eyebrow={hero.eyebrow} heading={hero.heading} headingId="contact-heading" headingLevel={1} intro={hero.lede}>
        <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop">
          <Column width="2/3">
            <FormPanel heading={form.heading} headingId={formHeadingId} intro={form.intro}>
              <EmbeddedLeadForm id={formId} formKey={form.formKey} status={statuses[formId]!} aria-labelledby={formHeadingId} />
            </FormPanel>
          </Column>
          <Column width="1/3">
            <Stack space="large">
              <Heading level={2} size="medium" id="contact-info-heading">
                {info.heading}
              </Heading>
              <Stack space="medium" as="ul" aria-labelledby="contact-info-heading">
                {info.items.map((item) => (
                  <Columns key={item.id} space="small" alignY="top">
                    <Column width="content">
                      <Icon name={item.icon} />
                    </Column>
                    <Column>
                      <Stack space="xsmall">
                        <Text weight="strong">{item.label}</Text>
                        <Text>{item.href ? <Link href={item.href}>{item.value}</Link> : item.value}</Text>
                      </Stack>
                    </Column>
                  </Columns>
                ))}
              </Stack>
            </Stack>
          </Column>
        </Columns>
      </PageSection>

      <PageSection tone="sunken" heading={quickActions.heading} headingId="contact-quick-actions-heading">
        <Columns columns={{ mobile: 1, tablet: 3 }} space="large" as="ul" aria-labelledby="contact-quick-actions-heading">
          {quickActions.items.map((action) => (
            <Stack key={action.href} space="small">
              <Link href={action.href} variant="standalone" icon={action.icon}>
                {action.label}
              </Link>
              <Text tone="muted">{action.description}</Text>
            </Stack>
          ))}
        </Columns>
      </PageSection>
    </>
  )
}
