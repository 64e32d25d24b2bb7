import type { Story, StoryDefault } from '@ladle/react'
import { ButtonLink } from '../Button/ButtonLink'
import { Inline } from '../Inline/Inline'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'
import { PageHero, type PageHeroProps } from './PageHero'

export default { title: 'Layout/PageHero' } satisfies StoryDefault<PageHeroProps>

const hero = {
  eyebrow: 'About Tensorwright',
  heading: 'We make neural networks answerable, one weight at a time',
  lede: 'Our tools trace what a model learned back to the checkpoints and data that taught it, and let you change it there.',
}

export const Centered: Story = () => <PageHero {...hero} headingId="centered-hero-heading" />

export const WithActions: Story = () => (
  <PageHero {...hero} headingId="actions-hero-heading" align="left">
    <Stack space="medium" align="center">
      <Inline space="medium" align="center" collapseBelow="tablet">
        <ButtonLink href="/contact-us" size="large">
          Book a Technical Call
        </ButtonLink>
        <ButtonLink href="/demo" size="large" variant="outline">
          Request a Demo
        </ButtonLink>
      </Inline>
      <Text tone="muted">A 30-minute call with an engineer, not a salesperson.</Text>
    </Stack>
  </PageHero>
)
WithActions.meta = { responsive: true }

export const LongUnbrokenHeading: Story = () => (
  <PageHero
    eyebrow="Checkpoint-native-machine-learning-resilience"
    heading="Weight-level-controls-for-checkpoint-native-neural-network-resilience-infrastructure"
    headingId="long-hero-heading"
    lede={hero.lede}
  />
)
