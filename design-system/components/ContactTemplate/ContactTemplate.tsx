import type { ReactNode } from 'react'
import { Column, Columns } from '../Columns/Columns'
import { FormPanel } from '../FormPanel/FormPanel'
import { Heading } from '../Heading/Heading'
import { Icon, type IconName } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { PageSection } from '../PageSection/PageSection'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'

/** The form's heading id: the lead form in `leadForm` takes it as `aria-labelledby`. */
export const contactFormHeadingId = 'contact-form-heading'

export interface ContactTemplateProps {
  hero: { eyebrow: string; heading: string; lede: string }
  form: { heading: string; intro: string }
  /** The lead form itself (on the site, the embedded form and its fallbacks), labelled by `contactFormHeadingId`. */
  leadForm: ReactNode
  info: { heading: string; items: readonly { id: string; icon: IconName; label: string; value: string; href?: string }[] }
  quickActions: { heading: string; items: readonly { href: string; icon: IconName; label: string; description: string }[] }
}

/** SPEC §2 Contact: the lead form on the dark surface (white labels), contact information and quick actions. */
export function ContactTemplate({ hero, form, leadForm, info, quickActions }: ContactTemplateProps) {
  return (
    <>
      <PageSection tone="dark" space="large" eyebrow={hero.eyebrow} heading={hero.heading} headingId="contact-heading" headingLevel={1} intro={hero.lede}>
        <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop">
          <Column width="2/3">
            <FormPanel heading={form.heading} headingId={contactFormHeadingId} intro={form.intro}>
              {leadForm}
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
