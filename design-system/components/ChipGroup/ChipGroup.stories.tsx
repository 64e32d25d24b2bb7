import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { ChipGroup } from './ChipGroup'
import * as styles from './ChipGroup.story.css'

export default { title: 'Forms/ChipGroup' } satisfies StoryDefault

const categories = ['All', 'News', 'Security & Control', 'Governance & Compliance', 'Frontier AI Resilience'] as const
type Category = (typeof categories)[number]

function Filter({ initial }: { initial: Category }) {
  const [selected, setSelected] = useState<Category>(initial)
  return <ChipGroup label="Filter posts by category" options={categories} selected={selected} onSelect={setSelected} />
}

export const FirstSelected: Story = () => <Filter initial="All" />

export const OtherSelected: Story = () => <Filter initial="Governance & Compliance" />
OtherSelected.meta = { alsoOnDark: true }

export const WrapsWhenNarrow: Story = () => (
  <div className={styles.narrow}>
    <Filter initial="News" />
  </div>
)
