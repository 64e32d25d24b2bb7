// https://vike.dev/Page
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
} from '#design-system'
import { AfterHeading } from '#renderer/AfterHeading'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { page, hashTargets } = usePageContext().data as Data
  const { hero, labels, industries, cta } = page
  const { isOpen, toggle, open } = useOpenIds()
  useHashTarget(hashTargets, open)

  return (
    <>
      <PageSection tone="dark" space="large" eyebrow={hero.eyebrow} heading={hero.heading} headingId="industries-hero-heading" headingLevel={1} intro={hero.lede} />

      <AfterHeading>
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
      </AfterHeading>
    </>
  )
}
