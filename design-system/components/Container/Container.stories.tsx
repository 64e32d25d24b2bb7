import type { Story, StoryDefault } from '@ladle/react'
import { Box } from '../Box/Box'
import { variantControl } from '../../docs/controls'
import { Text } from '../Text/Text'
import { Container, containerWidths, type ContainerProps } from './Container'

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
Widths.meta = { responsive: true }

/** Every width as a control, from the list the recipe uses. */
export const Playground: Story<ContainerProps> = (args) => (
  <Container {...args}>
    <Text>A container caps the width of its content and centres it.</Text>
  </Container>
)
Playground.argTypes = { width: variantControl(containerWidths, 'page') }
