import type { Story, StoryDefault } from '@ladle/react'
import { CheckList } from './CheckList'
import * as styles from './CheckList.story.css'

export default { title: 'Content/CheckList' } satisfies StoryDefault

const benefits = [
  'Target edits by file id or tag from your existing training manifest',
  'Writes a new checkpoint and leaves the original untouched',
  'No retraining, no replay of data, no change to your pipeline',
]

export const Benefits: Story = () => <CheckList items={benefits} />
Benefits.meta = { alsoOnDark: true }

export const LongUnbrokenItem: Story = () => (
  <div className={styles.narrow}>
    <CheckList items={['checkpoint_type=safetensors_with_sharded_index_files', ...benefits.slice(0, 1)]} />
  </div>
)
