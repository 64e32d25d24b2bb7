import type { Story, StoryDefault } from '@ladle/react'
import { Badge } from '../Badge/Badge'
import { Box } from '../Box/Box'
import { ButtonLink } from '../Button/ButtonLink'
import { Columns } from '../Columns/Columns'
import { Inline } from '../Inline/Inline'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'
import { sectionTones } from '../Section/Section'
import { PageSection, pageSectionAsideWidths, type PageSectionProps } from './PageSection'

export default { title: 'Layout/PageSection' } satisfies StoryDefault<PageSectionProps>

const intro =
  'Each tool works at arm’s length from your data, using only the checkpoints your training runs already produce.'

function Cards({ count = 3 }: { count?: 2 | 3 }) {
  return (
    <Columns columns={{ mobile: 1, tablet: count }} space="large">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} padding="large" background="accentSoft" color="onAccentSoft" borderRadius="medium">
          {`Card ${index + 1}`}
        </Box>
      ))}
    </Columns>
  )
}

export const Tones: Story = () => (
  <>
    {sectionTones.map((tone) => (
      <PageSection key={tone} tone={tone} heading={`Tone: ${tone}`} headingId={`tones-${tone}-heading`} intro={intro}>
        <Cards />
      </PageSection>
    ))}
  </>
)

export const WithEyebrow: Story = () => (
  <PageSection eyebrow="Technical Research" heading="Four tools. One checkpoint." headingId="eyebrow-heading" intro={intro}>
    <Cards />
  </PageSection>
)

export const HeadingOnly: Story = () => (
  <PageSection tone="sunken" heading="Fits the stack you already have" headingId="heading-only-heading">
    <Cards count={2} />
  </PageSection>
)

export const WithoutHeading: Story = () => (
  <PageSection space="small">
    <Text>A band of content with no heading of its own, so it is not a named region.</Text>
  </PageSection>
)

/** A page's first section: level 1, even rhythm, with decoration beside it from desktop up. */
export const Hero: Story = () => (
  <PageSection
    tone="dark"
    space="large"
    eyebrow="Checkpoint-native ML resilience"
    heading="Weight-level control for the models you already run"
    headingId="hero-heading"
    headingLevel={1}
    intro={<Text size="large">Diagnose, repair and steer neural networks in minutes, without retraining.</Text>}
    aside={
      <Box padding="large" background="surfaceRaised" borderRadius="medium">
        Decoration, hidden below desktop
      </Box>
    }
    asideWidth="1/4"
    hideAsideBelow="desktop"
  >
    <Inline space="medium">
      <ButtonLink href="#start" size="large" icon="arrow-right">
        Get Started
      </ButtonLink>
      <ButtonLink href="#tools" size="large" variant="outline">
        Explore the Tools
      </ButtonLink>
    </Inline>
  </PageSection>
)
Hero.meta = { responsive: true }

/** A call to action beside the intro from desktop up; full width below it. */
export const WithAside: Story = () => (
  <PageSection
    heading="See it work on a real model"
    headingId="aside-heading"
    intro={intro}
    aside={
      <Inline space="medium" align="right" collapseBelow="desktop">
        <ButtonLink href="#demo" size="large" icon="play">
          Try it Yourself
        </ButtonLink>
      </Inline>
    }
  />
)
WithAside.meta = { responsive: true }

export const AsideWidths: Story = () => (
  <>
    {pageSectionAsideWidths.map((width, index) => (
      <PageSection
        key={width}
        tone={index % 2 ? 'sunken' : 'light'}
        space="small"
        heading={`Aside width ${width}`}
        headingId={`aside-${index}-heading`}
        intro={intro}
        aside={
          <Box padding="large" background="surfaceSunken" borderRadius="medium">
            {`${width} aside`}
          </Box>
        }
        asideWidth={width}
      />
    ))}
  </>
)

export const CenteredOnDark: Story = () => (
  <PageSection
    tone="dark"
    width="narrow"
    align="center"
    rhythm="even"
    eyebrow="Next step"
    heading="min(compute), max(control)"
    headingId="centered-heading"
    intro="Book a 30-minute technical call. We map the tools to your models and have you running in days."
  >
    <ButtonLink href="#start" size="large" icon="arrow-right">
      Get Started
    </ButtonLink>
  </PageSection>
)

/** Revealed once on scroll with the default thresholds; visible at once here, where no JavaScript flag is set. */
export const Revealed: Story = () => (
  <PageSection heading="Control that pays for itself" headingId="reveal-heading" intro={intro} reveal>
    <Cards />
  </PageSection>
)

export const LongContent: Story = () => (
  <PageSection
    eyebrow="checkpoint-native-resilience-infrastructure-neuron-resolved"
    heading="Neuron-resolved training impact analysis explains exactly which sessions taught a model the behaviour you need to remove"
    headingId="long-heading"
    intro={`${intro} ${intro} ${intro}`}
    aside={<Badge tone="accent">checkpoint_2025_10_28_resilience_infrastructure.safetensors</Badge>}
  >
    <Stack space="medium">
      <Text>checkpoint_2025_10_28_resilience_infrastructure_neuron_resolved_training_impact_analysis.safetensors</Text>
      <Cards count={2} />
    </Stack>
  </PageSection>
)
