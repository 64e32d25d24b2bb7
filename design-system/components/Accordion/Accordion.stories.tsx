import type { Story, StoryDefault } from '@ladle/react'
import { Accordion, type AccordionItem } from './Accordion'

export default { title: 'Disclosure/Accordion' } satisfies StoryDefault

const items: AccordionItem[] = [
  {
    id: 'cnn',
    title: 'Use case: image classifier trained on 90,000 aircraft images',
    content: (
      <p>
        Across seven checkpoints, impact analysis traces a sudden accuracy drop to one training session at checkpoint 4,
        where a batch of F-series jets carried the wrong labels. The affected weights are corrected in place.
      </p>
    ),
  },
  {
    id: 'llm',
    title: 'Use case: medical assistant fine-tuned from an open 3B model',
    content: (
      <p>
        Influence mapping over twenty checkpoints shows forum posts containing social security numbers entering the
        model between checkpoints 4 and 7. Their contribution is removed without a new training run.
      </p>
    ),
  },
  {
    id: 'unbroken',
    title: 'checkpoint-0007-llama-3.2-medical-assistant-influence-map-all-training-sessions.json',
    content: <p>Long unbroken titles wrap inside the trigger instead of overflowing.</p>,
  },
]

export const AllClosed: Story = () => <Accordion items={items} />

export const OneOpen: Story = () => <Accordion items={items} defaultOpenId="cnn" />
OneOpen.meta = { alsoOnDark: true }
