import type { Story, StoryDefault } from '@ladle/react'
import { samplePeople } from '../../docs/fixtures'
import { variantControl } from '../../docs/controls'
import { Quote, Testimonial, quoteTones, type QuoteProps } from './Quote'
import * as styles from './Quote.story.css'

export default { title: 'Content/Quote' } satisfies StoryDefault

const blackBox =
  'A model you cannot open is a liability you cannot price. Control has to reach the weights themselves, not just the prompts around them.'

export const Standard: Story = () => (
  <Quote quote={blackBox} author={samplePeople.founder.name} role={samplePeople.founder.role} />
)

export const Tones: Story = () => (
  <div className={styles.surface}>
    {quoteTones.map((tone) => (
      <Quote key={tone} tone={tone} quote={blackBox} author={samplePeople.founder.name} role={samplePeople.founder.role} />
    ))}
  </div>
)
Tones.meta = { alsoOnDark: true }

export const WithoutAttribution: Story = () => <Quote quote="Results in minutes, not retraining cycles." />

const testimonial = {
  quote:
    'We traced a drift in our vision model to two training sessions and removed their influence the same afternoon, without retraining.',
  author: 'Renata Solberg',
  role: 'Head of ML Platform, Brackwater Robotics',
}

export const TestimonialCard: Story = () => (
  <div className={styles.cardWidth}>
    <Testimonial {...testimonial} />
  </div>
)
TestimonialCard.meta = { alsoOnDark: true }

export const TestimonialLongUnbrokenRole: Story = () => (
  <div className={styles.cardWidth}>
    <Testimonial {...testimonial} role="Principal-Machine-Learning-Reliability-Engineer-and-Checkpoint-Custodian" />
  </div>
)

/** Every tone as a control, from the list both quote recipes use. */
export const Playground: Story<QuoteProps> = (args) => (
  <Quote {...args} quote="We found the weights behind the behaviour in an afternoon." author="Head of ML" />
)
Playground.argTypes = { tone: variantControl(quoteTones, 'standard') }
