import type { Story, StoryDefault } from '@ladle/react'
import { Badge } from '../Badge/Badge'
import { Box } from '../Box/Box'
import { Button } from '../Button/Button'
import { ButtonLink } from '../Button/ButtonLink'
import { Inline, inlineAligns, inlineAlignsY } from './Inline'

export default { title: 'Primitives/Inline' } satisfies StoryDefault

const tags = ['News', 'Security & Control', 'Governance & Compliance', 'Frontier AI Resilience', 'Research']

function Actions() {
  return (
    <>
      <ButtonLink href="#start" icon="arrow-right">
        Get Started
      </ButtonLink>
      <ButtonLink href="#tools" variant="outline">
        Explore the Tools
      </ButtonLink>
    </>
  )
}

export const Aligns: Story = () => (
  <Box display="flex" flexDirection="column" gap="large">
    {inlineAligns.map((align) => (
      <Box key={align} padding="small" background="surfaceSunken" borderRadius="small">
        <Inline space="small" align={align}>
          <Badge tone="accent">{align}</Badge>
          <Badge>second</Badge>
          <Badge>third</Badge>
        </Inline>
      </Box>
    ))}
  </Box>
)

export const AlignsY: Story = () => (
  <Box display="flex" flexDirection="column" gap="large">
    {inlineAlignsY.map((alignY) => (
      <Box key={alignY} padding="small" background="surfaceSunken" borderRadius="small">
        <Inline space="small" alignY={alignY}>
          <Button size="large">{alignY}</Button>
          <Badge>A badge</Badge>
          <span>Text</span>
        </Inline>
      </Box>
    ))}
  </Box>
)

/** Left on small screens, right from desktop, as Home's demo call to action. */
export const ResponsiveAlign: Story = () => (
  <Inline space="medium" align={{ mobile: 'left', desktop: 'right' }}>
    <Actions />
  </Inline>
)
ResponsiveAlign.meta = { responsive: true }

/** Full-width buttons stacked on phones and tablets; a right-aligned row from desktop. */
export const CollapseBelowDesktop: Story = () => (
  <Inline space="medium" align="right" collapseBelow="desktop">
    <Actions />
  </Inline>
)
CollapseBelowDesktop.meta = { alsoOnDark: true, responsive: true }

export const Wrapping: Story = () => (
  <Box padding="medium" background="surfaceSunken" borderRadius="small">
    <Inline space={{ mobile: 'xsmall', tablet: 'small' }} as="ul" aria-label="Categories">
      {[...tags, ...tags].map((tag, index) => (
        <Badge key={index} tone="accent">
          {tag}
        </Badge>
      ))}
    </Inline>
  </Box>
)

export const LongUnbrokenItem: Story = () => (
  <Box padding="medium" background="surfaceSunken" borderRadius="small">
    <Inline space="small">
      <Badge tone="accent">checkpoint-native-resilience-infrastructure-neuron-resolved-training-impact-analysis</Badge>
      <Badge>short</Badge>
    </Inline>
  </Box>
)
