import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { booleanControl, variantControl } from '../../docs/controls'
import { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button'
import * as styles from './Button.story.css'
import { ButtonLink } from './ButtonLink'

export default { title: 'Actions/Button' } satisfies StoryDefault

function AllVariants() {
  return (
    <div className={styles.column}>
      {buttonSizes.map((size) => (
        <div key={size} className={styles.row}>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  )
}

export const Variants: Story = () => <AllVariants />
Variants.meta = { alsoOnDark: true }

export const WithIcon: Story = () => (
  <div className={styles.row}>
    <Button icon="arrow-right">Schedule a Technical Call</Button>
    <Button variant="outline" icon="download">
      Download White Paper
    </Button>
    <Button variant="ghost" icon="copy">
      Copy snippet
    </Button>
  </div>
)

export const Disabled: Story = () => (
  <div className={styles.row}>
    {buttonVariants.map((variant) => (
      <Button key={variant} variant={variant} disabled>
        Save Preferences
      </Button>
    ))}
  </div>
)

export const FullWidth: Story = () => (
  <div className={styles.narrow}>
    <Button fullWidth size="large" icon="arrow-right">
      Get Started
    </Button>
  </div>
)

export const LongUnbrokenLabel: Story = () => (
  <div className={styles.narrow}>
    <Button variant="outline">--analyze-impact=neuron-resolved-training-impact-analysis</Button>
  </div>
)

export const Expanded: Story = () => {
  const [open, setOpen] = useState(true)
  return (
    <div className={styles.column}>
      <Button variant="outline" icon="chevron-down" aria-expanded={open} aria-controls="story-panel" onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Learn More'}
      </Button>
      <p id="story-panel" hidden={!open}>
        Practitioner benefits, business benefits and a code sample appear here.
      </p>
    </div>
  )
}

export const Links: Story = () => (
  <div className={styles.row}>
    <ButtonLink href="/get-started" icon="arrow-right">
      Get Started
    </ButtonLink>
    <ButtonLink href="/demo" variant="outline">
      See (Simplified) Demo for CNN and LLM
    </ButtonLink>
    <ButtonLink href="https://cal.scheduling.example/technical-call" variant="ghost">
      Book a 30-minute call
    </ButtonLink>
  </div>
)
Links.meta = { alsoOnDark: true }

/** Every variant as a control, from the lists the recipe uses. */
export const Playground: Story<ButtonProps> = (args) => <Button {...args}>Schedule a Technical Call</Button>
Playground.argTypes = {
  variant: variantControl(buttonVariants, 'solid'),
  size: variantControl(buttonSizes, 'standard'),
  fullWidth: booleanControl(false),
}
