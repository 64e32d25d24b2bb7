// https://vike.dev/Page
import { accessibilityStatement } from '#content/accessibility'
import { formatLongDate } from '#content/dates'
import { Heading, Link, PageSection, RichText, Stack, Text } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

const { sections } = accessibilityStatement

/** The accessibility statement: target, record of checks by hand, automated checks, gaps and a contact. */
export default function Page() {
  const data = usePageContext().data as Data
  return (
    <PageSection heading={accessibilityStatement.heading} headingId="accessibility-heading" headingLevel={1} intro={accessibilityStatement.intro}>
      <Stack space="xlarge">
        <section aria-labelledby="conformance-target">
          <Stack space="medium">
            <Heading level={2} size="large" id="conformance-target">
              {sections.target.heading}
            </Heading>
            <Text>
              {sections.target.body} <time dateTime={data.lastReviewed}>{formatLongDate(data.lastReviewed)}</time>.
            </Text>
          </Stack>
        </section>
        <section aria-labelledby="checks-by-hand">
          <Stack space="medium">
            <Heading level={2} size="large" id="checks-by-hand">
              {sections.manual.heading}
            </Heading>
            <Text>{sections.manual.intro}</Text>
            <RichText blocks={[data.manualChecks]} />
          </Stack>
        </section>
        <section aria-labelledby="how-it-is-tested">
          <Stack space="medium">
            <Heading level={2} size="large" id="how-it-is-tested">
              {sections.automated.heading}
            </Heading>
            <Text>{sections.automated.intro}</Text>
            <Text>{sections.automated.auditIntro}</Text>
            <RichText blocks={[data.auditChecks]} />
            <Text>{sections.automated.otherIntro}</Text>
            <RichText blocks={[data.otherChecks]} />
          </Stack>
        </section>
        <section aria-labelledby="not-covered">
          <Stack space="medium">
            <Heading level={2} size="large" id="not-covered">
              {sections.notCovered.heading}
            </Heading>
            <RichText blocks={[data.notCovered]} />
          </Stack>
        </section>
        <section aria-labelledby="known-limitations">
          <Stack space="medium">
            <Heading level={2} size="large" id="known-limitations">
              {sections.limitations.heading}
            </Heading>
            <RichText blocks={[data.limitations]} />
          </Stack>
        </section>
        <section aria-labelledby="report-a-problem">
          <Stack space="medium">
            <Heading level={2} size="large" id="report-a-problem">
              {sections.contact.heading}
            </Heading>
            <Text>
              {sections.contact.body} <Link href={`mailto:${sections.contact.email}`}>{sections.contact.email}</Link>.{' '}
              {sections.contact.after}
            </Text>
          </Stack>
        </section>
      </Stack>
    </PageSection>
  )
}
