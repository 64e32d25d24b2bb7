// https://vike.dev/Page
import { industriesPage } from '#content/pages/industries'
import {
  ButtonLink,
  CheckList,
  ExpandableCard,
  ExpandableCardGrid,
  Heading,
  Icon,
  PageSection,
  Stack,
  Text,
  useHashTarget,
  useOpenIds,
  type HashTarget,
} from '#design-system'

const industryIds = new Set<string>(industriesPage.industries.map((industry) => industry.id))

/** A sector's id as the hash opens that sector's card, as on Solutions. */
const industryHashTarget = (hash: string): HashTarget | undefined => (industryIds.has(hash) ? { open: hash, scrollTo: hash } : undefined)

export default function Page() {
  const { hero, labels, industries, cta } = industriesPage
  const { isOpen, toggle, open } = useOpenIds()
  useHashTarget(industryHashTarget, open)

  return (
    <>
      <PageSection tone="dark" space="large" eyebrow={hero.eyebrow} heading={hero.heading} headingId="industries-hero-heading" headingLevel={1} intro={hero.lede} />

      <PageSection>
        <ExpandableCardGrid columns={3}>
          {industries.map((industry) => (
            <ExpandableCard
              key={industry.id}
              id={industry.id}
              headingLevel={2}
              icon={<Icon name={industry.icon} />}
              title={industry.title}
              summary={industry.tagline}
              expanded={isOpen(industry.id)}
              onToggle={() => toggle(industry.id)}
              moreLabel={labels.expand}
              lessLabel={labels.collapse}
            >
              <Stack space="large">
                <Text>{industry.expandedIntro}</Text>
                <Stack space="small">
                  <Heading level={3} size="small">
                    {labels.benefits}
                  </Heading>
                  <CheckList items={industry.businessBenefits} />
                </Stack>
                <ButtonLink href={cta.href} icon="arrow-right">
                  {cta.label}
                </ButtonLink>
              </Stack>
            </ExpandableCard>
          ))}
        </ExpandableCardGrid>
      </PageSection>
    </>
  )
}
