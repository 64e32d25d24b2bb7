import type { Story, StoryDefault } from '@ladle/react'
import { TableOfContents, type TableOfContentsItem } from './TableOfContents'
import * as styles from './TableOfContents.story.css'

export default { title: 'Navigation/TableOfContents' } satisfies StoryDefault

const items: TableOfContentsItem[] = [
  { id: 'information-we-collect', label: '1. Information We Collect' },
  { id: 'cookies', label: '2. Cookies, Local Storage and Analytics' },
  { id: 'use', label: '3. How We Use Information' },
  { id: 'sharing', label: '4. How We Share Information' },
  { id: 'retention', label: '5. Data Retention' },
]

const manyItems: TableOfContentsItem[] = Array.from({ length: 22 }, (_, index) => ({
  id: `section-${index + 1}`,
  label: `${index + 1}. Section heading number ${index + 1}`,
}))

export const Short: Story = () => (
  <div className={styles.column}>
    <TableOfContents heading="Contents" items={items} />
  </div>
)
Short.meta = { alsoOnDark: true }

export const ManySections: Story = () => (
  <div className={styles.column}>
    <TableOfContents heading="Contents" items={manyItems} />
  </div>
)

export const LongLabels: Story = () => (
  <div className={styles.column}>
    <TableOfContents
      heading="Contents of this exceptionally long document"
      items={[
        ...items.slice(0, 2),
        { id: 'long', label: '3. Product-information-and-software-licenses-for-checkpoint-native-resilience-software' },
      ]}
    />
  </div>
)
