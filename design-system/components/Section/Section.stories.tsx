import type { Story, StoryDefault } from '@ladle/react'
import { Button } from '../Button/Button'
import { Container } from '../Container/Container'
import { Heading } from '../Heading/Heading'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'
import { booleanControl, variantControl } from '../../docs/controls'
import { Section, sectionSpaces, sectionTones, type SectionProps, type SectionSpace, type SectionTone } from './Section'

export default { title: 'Primitives/Section' } satisfies StoryDefault

function Example({ tone, space, idPrefix }: { tone: SectionTone; space?: SectionSpace; idPrefix: string }) {
  const headingId = `${idPrefix}-heading`
  return (
    <Section tone={tone} space={space} labelledBy={headingId}>
      <Container>
        <Stack space="medium">
          <Heading level={2} id={headingId}>
            {`Section tone: ${tone}`}
          </Heading>
          <Text tone="muted">Standard software deployment, production-ready in days.</Text>
          <Button>Get Started</Button>
        </Stack>
      </Container>
    </Section>
  )
}

export const Tones: Story = () => (
  <>
    {sectionTones.map((tone) => (
      <Example key={tone} tone={tone} idPrefix={`tones-${tone}`} />
    ))}
  </>
)

export const Dark: Story = () => <Example tone="dark" space="large" idPrefix="dark" />

export const Spaces: Story = () => (
  <>
    <Example tone="light" space="small" idPrefix="small" />
    <Section tone="light" space="standard" divider>
      <Container>
        <Text>A second light section with a divider and standard space.</Text>
      </Container>
    </Section>
    <Example tone="sunken" space="large" idPrefix="large" />
  </>
)
Spaces.meta = { responsive: true }

export const LightInsideDark: Story = () => (
  <Section tone="dark" labelledBy="outer-heading">
    <Container>
      <Stack space="large">
        <Heading level={2} id="outer-heading">
          Dark outer section
        </Heading>
        <Section tone="light" space="small">
          <Container width="narrow">
            <Text>A light panel resets the theme even inside a dark section.</Text>
          </Container>
        </Section>
      </Stack>
    </Container>
  </Section>
)

/** Every variant as a control, from the lists the recipe uses. */
export const Playground: Story<SectionProps> = (args) => (
  <Section {...args}>
    <Container>
      <Text>A section sets the tone and vertical rhythm of a band of the page.</Text>
    </Container>
  </Section>
)
Playground.argTypes = {
  space: variantControl(sectionSpaces, 'standard'),
  tone: variantControl(sectionTones, 'light'),
  divider: booleanControl(false),
}
