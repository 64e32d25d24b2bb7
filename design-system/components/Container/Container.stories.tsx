import type { Story, StoryDefault } from '@ladle/react'
import { Box } from '../Box/Box'
import { Container, containerWidths } from './Container'

export default { title: 'Primitives/Container' } satisfies StoryDefault

export const Widths: Story = () => (
  <Box display="flex" flexDirection="column" gap="medium">
    {containerWidths.map((width) => (
      <Container key={width} width={width}>
        <Box padding="medium" background="surfaceSunken" borderRadius="small">
          {`${width} width`}
        </Box>
      </Container>
    ))}
  </Box>
)
