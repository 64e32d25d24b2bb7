import type { Story, StoryDefault } from '@ladle/react'
import * as styles from '../Card/Card.story.css'
import { FactList, type Fact } from './FactList'

export default { title: 'Content/FactList' } satisfies StoryDefault

const facts: Fact[] = [
  { label: 'Founded', value: 'Late 2023' },
  { label: 'Team', value: 'U.S.-based' },
  { label: 'Technology', value: 'Patent pending' },
  { label: 'Delivery', value: 'Standard software, not SaaS' },
]

export const Standard: Story = () => <FactList facts={facts} />
Standard.meta = { alsoOnDark: true, responsive: true }

export const LongUnbrokenValue: Story = () => (
  <div className={styles.single}>
    <FactList facts={[{ label: 'Checkpoint format', value: 'safetensors-sharded-fp16-with-optimizer-state' }, ...facts.slice(0, 1)]} />
  </div>
)
