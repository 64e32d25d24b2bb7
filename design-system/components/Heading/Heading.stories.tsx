import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { variantControl } from '../../docs/controls'
import { textAligns } from '../../styles/textAlign'
import { Eyebrow, eyebrowTones, Heading, headingSizes, headingTones, type EyebrowProps, type HeadingProps } from './Heading'
import * as styles from './Heading.story.css'

export default { title: 'Typography/Heading' } satisfies StoryDefault

// Stories use level 2 and below: a story is a fragment, not a page with its own <h1>.
function Sizes() {
  return (
    <div className={styles.column}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          {`${size}: Minimise compute, maximise control`}
        </Heading>
      ))}
    </div>
  )
}

export const AllSizes: Story = () => <Sizes />
AllSizes.meta = { alsoOnDark: true, responsive: true }

export const LevelDefaults: Story = () => (
  <div className={styles.column}>
    <Heading level={2}>Level 2 defaults to large</Heading>
    <Heading level={3}>Level 3 defaults to medium</Heading>
    <Heading level={4}>Level 4 defaults to small</Heading>
  </div>
)

export const Tones: Story = () => (
  <div className={styles.column}>
    {headingTones.map((tone) => (
      <Heading key={tone} level={3} tone={tone}>
        {`${tone}: Results in minutes, not retraining cycles`}
      </Heading>
    ))}
  </div>
)

export const WithEyebrow: Story = () => (
  <div className={styles.column}>
    <div className={styles.group}>
      <Eyebrow>Technical Research</Eyebrow>
      <Heading level={2} size="xlarge">
        Weight-level control for production models
      </Heading>
    </div>
    <div className={styles.group}>
      <Eyebrow tone="accent">Integration path</Eyebrow>
      <Heading level={3}>Production-ready in days</Heading>
    </div>
    <div className={styles.group}>
      <Eyebrow tone="muted">Partnerships</Eyebrow>
      <Heading level={3}>A new channel for public-sector buyers</Heading>
    </div>
  </div>
)

export const WithEyebrowOnDark: Story = () => (
  <div className={`${darkTheme} ${styles.surface}`}>
    <div className={styles.group}>
      <Eyebrow align="center">First-in-Kind Tool for AI/MLOps</Eyebrow>
      <Heading level={2} size="display" align="center">
        min(compute), max(control)
      </Heading>
    </div>
  </div>
)

export const ClampedToTwoLines: Story = () => (
  <div className={styles.card}>
    <Heading level={3} size="small" maxLines={2}>
      Neuron-resolved training impact analysis explains exactly which sessions taught a model the behaviour you need to
      remove
    </Heading>
  </div>
)

export const LongUnbrokenWord: Story = () => (
  <div className={styles.card}>
    <Heading level={2} size="xlarge">
      --analyze-impact-neuron-resolved-training-attribution
    </Heading>
  </div>
)

/** Every heading variant as a control, from the lists the recipe uses. */
export const Playground: Story<HeadingProps> = (args) => (
  <Heading {...args} level={2}>
    Weight-level control for neural networks
  </Heading>
)
Playground.argTypes = {
  size: variantControl(headingSizes, 'large'),
  tone: variantControl(headingTones, 'standard'),
  align: variantControl(textAligns, 'left'),
}

/** Every eyebrow variant as a control, from the lists the eyebrow recipe uses. */
export const EyebrowPlayground: Story<EyebrowProps> = (args) => <Eyebrow {...args}>Security & Control</Eyebrow>
EyebrowPlayground.argTypes = {
  tone: variantControl(eyebrowTones, 'highlight'),
  align: variantControl(textAligns, 'left'),
}
