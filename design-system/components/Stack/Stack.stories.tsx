import type { Story, StoryDefault } from '@ladle/react'
import { Box } from '../Box/Box'
import { Button } from '../Button/Button'
import { Stack } from './Stack'

export default { title: 'Primitives/Stack' } satisfies StoryDefault

const items = ['Technical call', 'Subscription setup', 'Rapid deployment']

function Placeholder({ children }: { children: string }) {
  return (
    <Box padding="medium" background="surfaceSunken" borderRadius="small">
      {children}
    </Box>
  )
}

export const Space: Story = () => (
  <Stack space="medium">
    {items.map((item) => (
      <Placeholder key={item}>{item}</Placeholder>
    ))}
  </Stack>
)

export const ResponsiveSpace: Story = () => (
  <Stack space={{ mobile: 'small', desktop: 'xlarge' }}>
    {items.map((item) => (
      <Placeholder key={item}>{item}</Placeholder>
    ))}
  </Stack>
)
ResponsiveSpace.meta = { responsive: true }

export const Dividers: Story = () => (
  <Stack space="medium" dividers as="ol" aria-label="How it works">
    {items.map((item) => (
      <span key={item}>{item}</span>
    ))}
  </Stack>
)
Dividers.meta = { alsoOnDark: true }

export const AlignCenter: Story = () => (
  <Stack space="medium" align="center">
    <span>A short caption, centred, with a button that keeps its own width.</span>
    <Button>Get Started</Button>
  </Stack>
)

export const AlignRight: Story = () => (
  <Stack space="small" align="right">
    <span>Right-aligned</span>
    <Button variant="outline">Save Preferences</Button>
  </Stack>
)
