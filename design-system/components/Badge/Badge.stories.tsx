import type { Story, StoryDefault } from '@ladle/react'
import { variantControl } from '../../docs/controls'
import { Badge, badgeSizes, badgeTones, type BadgeProps } from './Badge'
import * as styles from './Badge.story.css'

export default { title: 'Content/Badge' } satisfies StoryDefault

function Tones() {
  return (
    <div className={styles.row}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  )
}

export const AllTones: Story = () => <Tones />
AllTones.meta = { alsoOnDark: true }

export const BlogCategories: Story = () => (
  <div className={styles.row}>
    <Badge tone="accent">News</Badge>
    <Badge tone="accent">Security &amp; Control</Badge>
    <Badge tone="accent">Governance &amp; Compliance</Badge>
    <Badge tone="accent">Frontier AI Resilience</Badge>
  </div>
)

export const CookieStates: Story = () => (
  <div className={styles.row}>
    <Badge>Required</Badge>
    <Badge tone="success">Enabled</Badge>
    <Badge tone="critical">Disabled</Badge>
  </div>
)

export const LongUnbrokenLabel: Story = () => (
  <div className={styles.narrow}>
    <Badge tone="accent">checkpoint-native-resilience-infrastructure</Badge>
  </div>
)

/** The borderless pill MediaCard and FeaturedCard show above their title. */
export const Compact: Story = () => (
  <div className={styles.row}>
    <Badge tone="accent" size="compact">
      News
    </Badge>
    <Badge tone="accent" size="compact">
      Governance &amp; Compliance
    </Badge>
  </div>
)

/** Every tone as a control, from the list the recipe uses. */
export const Playground: Story<BadgeProps> = (args) => <Badge {...args}>Security & Control</Badge>
Playground.argTypes = { tone: variantControl(badgeTones, 'neutral'), size: variantControl(badgeSizes, 'standard') }
