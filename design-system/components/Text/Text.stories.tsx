import type { Story, StoryDefault } from '@ladle/react'
import { variantControl } from '../../docs/controls'
import { textAligns } from '../../styles/textAlign'
import { Text, textSizes, textTones, textWeights, type TextProps } from './Text'
import * as styles from './Text.story.css'

export default { title: 'Typography/Text' } satisfies StoryDefault

const sentence =
  'Weight-level controls diagnose, repair and steer a trained model in minutes, working only from its checkpoints.'

const long =
  'Checkpoint-native resilience software reads the weights you already have. It traces a behaviour back to the training sessions that produced it, edits the responsible parameters directly and verifies the result against the original checkpoint, so teams avoid a full retraining cycle and keep an audit trail of every change. Nothing leaves your environment and the compute overhead is de minimis.'

function Tones() {
  return (
    <div className={styles.column}>
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {`${tone}: ${sentence}`}
        </Text>
      ))}
    </div>
  )
}

export const Sizes: Story = () => (
  <div className={styles.column}>
    {textSizes.map((size) => (
      <Text key={size} size={size}>
        {`${size}: ${sentence}`}
      </Text>
    ))}
  </div>
)

export const Tones_: Story = () => <Tones />
Tones_.storyName = 'Tones'
Tones_.meta = { alsoOnDark: true }

export const Weights: Story = () => (
  <div className={styles.column}>
    {textWeights.map((weight) => (
      <Text key={weight} weight={weight}>
        {`${weight}: ${sentence}`}
      </Text>
    ))}
  </div>
)

export const ClampedToTwoLines: Story = () => (
  <div className={styles.card}>
    <Text size="large" weight="strong" maxLines={2}>
      {long}
    </Text>
  </div>
)

export const ClampedToThreeLines: Story = () => (
  <div className={styles.card}>
    <Text tone="muted" maxLines={3}>
      {long}
    </Text>
  </div>
)

export const Centered: Story = () => (
  <Text align="center" size="large">
    {sentence}
  </Text>
)

export const LongUnbrokenText: Story = () => (
  <div className={styles.card}>
    <Text>checkpoint_2025_10_28_resilience_infrastructure_neuron_resolved_training_impact_analysis.safetensors</Text>
  </div>
)

/** Every variant as a control, from the lists the recipe uses. */
export const Playground: Story<TextProps> = (args) => <Text {...args}>Weight-level control for every layer of your network.</Text>
Playground.argTypes = {
  size: variantControl(textSizes, 'standard'),
  tone: variantControl(textTones, 'standard'),
  weight: variantControl(textWeights, 'regular'),
  align: variantControl(textAligns, 'left'),
}
