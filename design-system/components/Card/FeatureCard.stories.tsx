import type { Story, StoryDefault } from '@ladle/react'
import { Icon } from '../Icon/Icon'
import { Tooltip, TooltipProvider } from '../Tooltip/Tooltip'
import * as styles from './Card.story.css'
import { FeatureCard } from './FeatureCard'

export default { title: 'Content/FeatureCard' } satisfies StoryDefault

const tool = {
  icon: <Icon name="edit-weights" />,
  flag: '--edit-weights',
  title: 'Direct Weight-Level Model Editing',
  body: 'Correct a learned fault by changing the weights that encode it, in minutes and without retraining.',
}

export const Static: Story = () => (
  <div className={styles.single}>
    <FeatureCard {...tool} />
  </div>
)

export const LinkedWithTooltipAction: Story = () => (
  <TooltipProvider>
    <div className={styles.single}>
      <FeatureCard
        {...tool}
        href="/solutions#editing"
        action={<Tooltip content="Edits run against checkpoints only; no training data leaves your environment.">Learn more</Tooltip>}
      />
    </div>
  </TooltipProvider>
)
LinkedWithTooltipAction.meta = { alsoOnDark: true }

export const IconOnly: Story = () => (
  <div className={styles.single}>
    <FeatureCard
      icon={<Icon name="cloud" />}
      title="Cloud Marketplace or On-Premises"
      body="Standard software you deploy: containers on Kubernetes, in your own cloud or on premises."
      href="/solutions#integration"
    />
  </div>
)

export const LongUnbrokenFlag: Story = () => (
  <div className={styles.single}>
    <FeatureCard {...tool} flag="--map-influence-for-every-training-session-and-checkpoint" />
  </div>
)
