// The parts every solution detail page shares: the same hero, feature grid, text
// block and closing contact call, so the three pages read as one family.
import type { IconName } from '#design-system'
import { ButtonLink, Column, Columns, FeatureCard, Icon, PageHero, PageSection, Prose, Stack, Text } from '#design-system'

interface HeroProps {
  hero: { eyebrow: string; heading: string; lede: string }
}

export function Hero({ hero }: HeroProps) {
  return <PageHero eyebrow={hero.eyebrow} heading={hero.heading} headingId="solution-hero-heading" lede={hero.lede} />
}

interface FeatureGridProps {
  id: string
  list: { heading: string; intro: string; items: readonly { title: string; body: string; icon: IconName }[] }
  tone?: 'light' | 'sunken'
}

export function FeatureGrid({ id, list, tone = 'light' }: FeatureGridProps) {
  return (
    <PageSection tone={tone} heading={list.heading} headingId={`${id}-heading`} intro={list.intro} reveal>
      <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large" aria-labelledby={`${id}-heading`}>
        {list.items.map((item) => (
          <FeatureCard key={item.title} icon={<Icon name={item.icon} />} title={item.title} body={item.body} />
        ))}
      </Columns>
    </PageSection>
  )
}

interface TextBlockProps {
  id: string
  block: { heading: string; paragraphs: readonly string[]; points: readonly string[] }
  tone?: 'light' | 'sunken'
}

/** Argument on the left, its take-away points on the right (below it on phones). */
export function TextBlock({ id, block, tone = 'light' }: TextBlockProps) {
  return (
    <PageSection tone={tone} heading={block.heading} headingId={`${id}-heading`} reveal>
      <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop">
        <Column width="1/2">
          <Stack space="medium">
            {block.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        </Column>
        <Column width="1/2">
          <Prose>
            <ul>
              {block.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Prose>
        </Column>
      </Columns>
    </PageSection>
  )
}

interface ContactCtaProps {
  cta: { heading: string; body: string; label: string; href: string }
}

export function ContactCta({ cta }: ContactCtaProps) {
  return (
    <PageSection
      tone="dark"
      width="narrow"
      align="center"
      rhythm="even"
      heading={cta.heading}
      headingId="solution-contact-heading"
      intro={<Text size="large">{cta.body}</Text>}
      reveal
    >
      <ButtonLink href={cta.href} size="large" icon="arrow-right">
        {cta.label}
      </ButtonLink>
    </PageSection>
  )
}
