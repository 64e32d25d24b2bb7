// https://vike.dev/Page
import { Badge, ButtonLink, Columns, FeatureCard, Icon, Inline, PageHero, PageSection, Stack, Steps, Text } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { hero, technicalCall, contact, howItWorks, tryIt, compatibleByDesign, modelsSupported, closing } = (usePageContext().data as Data).page
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} headingId="get-started-hero-heading" lede={hero.lede} align="left">
        <Stack space="medium" align="center">
          <Inline space="medium" align="center" collapseBelow="tablet">
            {/* External, so ButtonLink opens it in a new tab and tells screen readers. */}
            <ButtonLink href={technicalCall.href} size="large">
              {technicalCall.label}
            </ButtonLink>
            <ButtonLink href={contact.href} size="large" variant="outline">
              {contact.label}
            </ButtonLink>
          </Inline>
          <Text tone="muted">{technicalCall.note}</Text>
        </Stack>
      </PageHero>

      <PageSection heading={howItWorks.heading} headingId="how-it-works-heading" intro={howItWorks.intro} reveal>
        <Steps
          steps={howItWorks.steps.map((step) => ({
            title: step.title,
            body: (
              <Stack space="xsmall">
                <Text>{step.body}</Text>
                <Text size="small" tone="muted">
                  {step.detail}
                </Text>
              </Stack>
            ),
          }))}
        />
      </PageSection>

      <PageSection
        tone="sunken"
        heading={tryIt.heading}
        headingId="try-it-heading"
        intro={tryIt.body}
        aside={
          <Inline space="medium" align={{ mobile: 'left', desktop: 'right' }}>
            <ButtonLink href={tryIt.cta.href} size="large" icon="play">
              {tryIt.cta.label}
            </ButtonLink>
          </Inline>
        }
        reveal
      />

      <PageSection heading={compatibleByDesign.heading} headingId="compatible-heading" intro={compatibleByDesign.intro} reveal>
        <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large" aria-labelledby="compatible-heading">
          {compatibleByDesign.items.map((item) => (
            <FeatureCard
              key={item.id}
              icon={<Icon name={item.icon} />}
              title={item.title}
              body={
                <Stack as="ul" space="xsmall" aria-label={item.title}>
                  {item.entries.map((entry) => (
                    <span key={entry}>{entry}</span>
                  ))}
                </Stack>
              }
            />
          ))}
        </Columns>
      </PageSection>

      <PageSection tone="sunken" heading={modelsSupported.heading} headingId="models-heading" intro={modelsSupported.intro} reveal>
        <Inline as="ul" space="small" aria-labelledby="models-heading">
          {modelsSupported.families.map((family) => (
            <Badge key={family}>{family}</Badge>
          ))}
        </Inline>
      </PageSection>

      <PageSection
        tone="dark"
        width="narrow"
        align="center"
        rhythm="even"
        heading={closing.heading}
        headingId="get-started-closing-heading"
        intro={<Text size="large">{closing.body}</Text>}
        reveal
      >
        <Inline space="medium" align="center" collapseBelow="tablet">
          <ButtonLink href={closing.cta.href} size="large">
            {closing.cta.label}
          </ButtonLink>
          <ButtonLink href={closing.secondary.href} size="large" variant="outline">
            {closing.secondary.label}
          </ButtonLink>
        </Inline>
      </PageSection>
    </>
  )
}
