import type { Story, StoryDefault } from '@ladle/react'
import { StatTile, type StatTileProps } from './StatTile'
import * as styles from './StatTile.story.css'

export default { title: 'Content/StatTile' } satisfies StoryDefault

const stats: StatTileProps[] = [
  { value: '90%', label: 'Lower cost', description: 'Up to 90% lower training and maintenance cost.', href: '/industries' },
  { value: 'Instant', label: 'Results in minutes', description: 'Edits and analyses finish in minutes, not retraining cycles.', href: '/industries' },
  { value: 'Secure', label: 'Root control', description: 'Zero external data transmission; runs where your models live.', href: '/industries' },
  { value: '100%', label: 'Audit-ready', description: 'Every change explained and recorded for review.', href: '/industries' },
]

function Grid({ linked }: { linked: boolean }) {
  return (
    <div className={styles.grid}>
      {stats.map((stat) => (
        <StatTile key={stat.value} {...stat} href={linked ? stat.href : undefined} />
      ))}
    </div>
  )
}

export const Linked: Story = () => <Grid linked />
Linked.meta = { alsoOnDark: true }

export const Static: Story = () => <Grid linked={false} />
Static.meta = { responsive: true }

export const LongUnbrokenValue: Story = () => (
  <div className={styles.grid}>
    <StatTile value="min(compute),max(control)" label="Tagline" description="A monospace-free unbroken value wraps." />
  </div>
)
