import type { Story, StoryDefault } from '@ladle/react'
import { OnceRadixHasLoaded } from './fixtures'
import { Tooltip, TooltipProvider, tooltipSides } from './Tooltip'
import * as styles from './Tooltip.story.css'

export default {
  title: 'Disclosure/Tooltip',
  decorators: [
    (StoryComponent) => (
      <OnceRadixHasLoaded>
        <StoryComponent />
      </OnceRadixHasLoaded>
    ),
  ],
} satisfies StoryDefault

const text = 'Change individual weights in a checkpoint to correct a behavior, with no retraining run.'

export const Closed: Story = () => (
  <TooltipProvider>
    <div className={styles.stage}>
      <Tooltip content={text}>Learn more</Tooltip>
    </div>
  </TooltipProvider>
)

export const Open: Story = () => (
  <TooltipProvider>
    <div className={styles.stage}>
      <Tooltip content={text} defaultOpen>
        Learn more
      </Tooltip>
    </div>
  </TooltipProvider>
)
Open.meta = { alsoOnDark: true }

export const Sides: Story = () => (
  <TooltipProvider>
    <div className={styles.stage}>
      {tooltipSides.map((side) => (
        <Tooltip key={side} content={`Shown on the ${side}`} side={side} icon={null}>
          {side}
        </Tooltip>
      ))}
    </div>
  </TooltipProvider>
)

export const LongUnbrokenContent: Story = () => (
  <TooltipProvider>
    <div className={styles.stage}>
      <Tooltip content="--analyze-impact=neuron-resolved-training-impact-for-every-checkpoint-in-the-project" defaultOpen>
        Learn more
      </Tooltip>
    </div>
  </TooltipProvider>
)
