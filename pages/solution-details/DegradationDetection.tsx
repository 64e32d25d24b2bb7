import type { degradationDetectionPage } from '#content/pages/solution-details'
import { ButtonLink, Columns, FeatureCard, Icon, PageSection, Stack, Text } from '#design-system'
import { ContactCta, FeatureGrid, Hero } from './sections'

/** SPEC §2 /solutions/degradation-detection: hero, Did You Know, capabilities, What's New, two cards, contact. */
export function DegradationDetection({ page }: { page: typeof degradationDetectionPage }) {
  const { didYouKnow, whatsNew, cards } = page
  return (
    <>
      <Hero hero={page.hero} />
      <PageSection tone="sunken" width="prose" heading={didYouKnow.heading} headingId="did-you-know-heading" reveal>
        <Stack space="medium">
          {didYouKnow.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="large">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </PageSection>
      <FeatureGrid id="degradation-capabilities" list={page.capabilities} />
      <PageSection
        tone="sunken"
        heading={whatsNew.heading}
        headingId="whats-new-heading"
        intro={whatsNew.body}
        aside={
          <ButtonLink href={whatsNew.link.href} variant="outline" icon="arrow-right">
            {whatsNew.link.label}
          </ButtonLink>
        }
        reveal
      />
      <PageSection reveal>
        <Columns columns={{ mobile: 1, tablet: 2 }} space="large">
          {cards.map((card) => (
            <FeatureCard key={card.title} icon={<Icon name={card.icon} />} title={card.title} body={card.body} headingLevel={2} />
          ))}
        </Columns>
      </PageSection>
      <ContactCta cta={page.cta} />
    </>
  )
}
