import type { Story, StoryDefault } from '@ladle/react'
import { Heading } from '../Heading/Heading'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'
import { Mono, type MonoProps } from './Mono'

export default { title: 'Content/Mono' } satisfies StoryDefault<MonoProps>

/** Home's closing heading echoes the code tagline. */
export const InAHeading: Story = () => (
  <Heading level={2} size="xlarge" id="mono-heading">
    <Mono>{'ready_to_take_control()'}</Mono>
  </Heading>
)

export const InText: Story = () => (
  <Stack space="medium">
    <Text size="large">
      Call <Mono>{'tw.map_influence()'}</Mono> on any checkpoint.
    </Text>
    <Text>
      <Mono>{'checkpoint_native_weight_level_controls_resilience_infrastructure_attribution'}</Mono>
    </Text>
  </Stack>
)
