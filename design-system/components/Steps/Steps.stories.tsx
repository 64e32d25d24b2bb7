import type { Story, StoryDefault } from '@ladle/react'
import { variantControl } from '../../docs/controls'
import { Steps, stepsTones, type Step, type StepsProps } from './Steps'
import * as styles from './Steps.story.css'

export default { title: 'Content/Steps' } satisfies StoryDefault

const threeSteps: Step[] = [
  { title: 'Technical Call', body: 'A 30-minute session with an engineer to map your models, checkpoints and environment.' },
  { title: 'Subscription Setup', body: 'Pricing per instance or project, fitted to your organization and deployment.' },
  { title: 'Rapid Deployment', body: 'Standard containers in your cloud or on premises, production-ready in days.' },
]

const fiveSteps: Step[] = [
  { title: 'Detect', body: 'Degradation detection flags a drift in outputs between two checkpoints.' },
  { title: 'Analyze', body: '--analyze-impact shows which neurons the latest training session moved.' },
  { title: 'Map', body: '--map-influence traces the drift to a batch of sensor logs from one line.' },
  { title: 'Edit', body: '--edit-weights removes that batch’s contribution in place.' },
  { title: 'Verify', body: 'A new checkpoint and an audit record, with no retraining run.' },
]

/** A scenario on the Solutions page: each step names the tool it runs. */
const scenarioSteps: Step[] = [
  { title: 'Spot when drift began', label: '--map-influence', body: 'Chart influence across the training checkpoints.' },
  { title: 'Explain the drift', label: '--analyze-impact', body: 'Attribute the change to the files that caused it.' },
  { title: 'Undo the damage', label: '--edit-weights', body: 'Remove the influence of the problematic files.' },
  { title: 'Recalibrate sensitivity', label: '--steer-behavior', body: 'Steer the model toward flagging borderline cases.' },
  { title: 'Keep watching', label: '--map-influence', body: 'Add each new checkpoint to the influence map.' },
]

export const ScenarioWithToolFlags: Story = () => <Steps steps={scenarioSteps} headingLevel={4} />

export const ThreeSteps: Story = () => <Steps steps={threeSteps} />
ThreeSteps.meta = { responsive: true }

export const FiveSteps: Story = () => <Steps steps={fiveSteps} />

export const Tones: Story = () => (
  <div className={styles.stack}>
    {stepsTones.map((tone) => (
      <Steps key={tone} steps={threeSteps} tone={tone} />
    ))}
  </div>
)
Tones.meta = { alsoOnDark: true }

export const LongUnbrokenTitle: Story = () => (
  <Steps
    steps={[
      { title: 'checkpoint-0007-influence-map-all-training-sessions.json', body: 'Download the results file.' },
      ...threeSteps.slice(1),
    ]}
  />
)

/** Every tone as a control, from the list the recipe uses. */
export const Playground: Story<StepsProps> = (args) => (
  <Steps
    {...args}
    steps={[
      { title: 'Connect', body: 'Point the analyser at a checkpoint.' },
      { title: 'Inspect', body: 'See which weights drive a behaviour.' },
    ]}
  />
)
Playground.argTypes = { tone: variantControl(stepsTones, 'accent') }
