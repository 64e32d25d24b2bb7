import type { Story, StoryDefault } from '@ladle/react'
import { Checkbox } from './Checkbox'
import { Input, Select, Textarea } from './Field'
import * as styles from './Field.story.css'

export default { title: 'Forms/Field' } satisfies StoryDefault

const industries = [
  { value: 'foundries', label: 'Model foundries and AI providers' },
  { value: 'manufacturing', label: 'Manufacturing and logistics' },
  { value: 'defense', label: 'Defense and security' },
  { value: 'financial', label: 'Financial services' },
  { value: 'healthcare', label: 'Healthcare and life sciences' },
  { value: 'mission-critical', label: 'Mission-critical AI' },
] as const

function AllFields({ withErrors = false }: { withErrors?: boolean }) {
  return (
    <form className={styles.form} aria-label="Technical call request" noValidate>
      <Input
        label="Work email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={withErrors ? 'Enter an email address in the correct format, like name@company.com' : undefined}
      />
      <Select
        label="Industry"
        name="industry"
        placeholder="Choose an industry"
        options={industries}
        error={withErrors ? 'Choose the industry closest to yours' : undefined}
      />
      <Textarea
        label="What should the model stop doing?"
        name="message"
        hint="Describe the behaviour and the checkpoints involved. Do not include training data."
        error={withErrors ? 'Tell us about the model in 2,000 characters or fewer' : undefined}
      />
      <Checkbox
        label="Send me the quarterly research digest"
        name="digest"
        error={withErrors ? 'Confirm you want the research digest' : undefined}
      />
    </form>
  )
}

export const Default: Story = () => <AllFields />
Default.meta = { alsoOnDark: true }

export const WithHint: Story = () => (
  <div className={styles.form}>
    <Input
      label="Checkpoint path"
      name="checkpoint"
      hint="Local path or object-store URI. Nothing leaves your environment."
      placeholder="s3://models/vision/ckpt-0004.safetensors"
    />
    <Checkbox label="The model is in production" name="production" hint="We prioritise production incidents." />
  </div>
)

export const WithError: Story = () => <AllFields withErrors />
WithError.meta = { alsoOnDark: true }

export const Disabled: Story = () => (
  <div className={styles.form}>
    <Input label="Company" name="company" defaultValue="Brackwater Robotics" disabled />
    <Select label="Deployment" name="deployment" options={industries} disabled />
    <Textarea label="Notes" name="notes" disabled />
    <Checkbox label="Functional cookies" name="functional" defaultChecked disabled />
  </div>
)

export const LongUnbrokenLabel: Story = () => (
  <div className={styles.form}>
    <Input
      label="--map-influence=training-session-influence-mapping-output-directory"
      name="output"
      hint="--analyze-impact=neuron-resolved-training-impact-analysis-results-file"
    />
  </div>
)
