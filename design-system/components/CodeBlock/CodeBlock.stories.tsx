import type { Story, StoryDefault } from '@ladle/react'
import { CodeBlock } from './CodeBlock'
import * as styles from './CodeBlock.story.css'
import { bashFixture, jsonFixture, longFixture, pythonFixture } from './fixtures'

export default { title: 'Content/CodeBlock' } satisfies StoryDefault

export const PythonWithLineNumbers: Story = () => (
  <CodeBlock title="edit_weights.py" showLineNumbers {...pythonFixture} />
)
PythonWithLineNumbers.meta = { alsoOnDark: true }

export const BashWithoutTitle: Story = () => <CodeBlock {...bashFixture} />

export const Json: Story = () => <CodeBlock title="influence-results.json" {...jsonFixture} />

export const LongUnbrokenLine: Story = () => (
  <div className={styles.narrow}>
    <CodeBlock title="map_influence_for_every_training_session_and_checkpoint.sh" showLineNumbers {...longFixture} />
  </div>
)
