import type { Story, StoryDefault } from '@ladle/react'
import { Flag } from './Flag'
import * as styles from './Flag.story.css'

export default { title: 'Typography/Flag' } satisfies StoryDefault

function Paragraph() {
  return (
    <p className={styles.paragraph}>
      Four tools share one checkpoint-native core: <Flag>--edit-weights</Flag> for direct weight-level editing,{' '}
      <Flag>--steer-behavior</Flag> for behaviour steering, <Flag>--analyze-impact</Flag> for neuron-resolved training
      impact analysis and <Flag>--map-influence</Flag> for training-session influence mapping. In short:{' '}
      <Flag>min(compute), max(control)</Flag>.
    </p>
  )
}

export const InText: Story = () => <Paragraph />
InText.meta = { alsoOnDark: true }

export const InHeading: Story = () => (
  <h2 className={styles.heading}>
    <Flag>--edit-weights</Flag>
  </h2>
)
