import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { Chip } from './Chip'
import * as styles from './Chip.story.css'

export default { title: 'Forms/Chip' } satisfies StoryDefault

const categories = ['All', 'News', 'Security & Control', 'Governance & Compliance', 'Frontier AI Resilience'] as const

function CategoryFilter() {
  const [selected, setSelected] = useState<string>('All')
  return (
    <div role="group" aria-label="Filter posts by category" className={styles.row}>
      {categories.map((category) => (
        <Chip key={category} pressed={selected === category} onClick={() => setSelected(category)}>
          {category}
        </Chip>
      ))}
    </div>
  )
}

export const Unpressed: Story = () => <Chip pressed={false}>Governance &amp; Compliance</Chip>

export const Pressed: Story = () => <Chip pressed>News</Chip>

export const Disabled: Story = () => (
  <div className={styles.row}>
    <Chip pressed={false} disabled>
      News
    </Chip>
    <Chip pressed disabled>
      All
    </Chip>
  </div>
)

export const FilterGroup: Story = () => <CategoryFilter />
FilterGroup.meta = { alsoOnDark: true }

export const LongLabel: Story = () => (
  <div className={styles.narrow}>
    <Chip pressed={false}>Frontier AI Resilience and Checkpoint-Native Model Governance</Chip>
    <Chip pressed>--map-influence=training-session-influence-mapping</Chip>
  </div>
)
