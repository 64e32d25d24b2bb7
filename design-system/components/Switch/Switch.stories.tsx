import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { darkTheme } from '../../themes/themes.css'
import { Switch } from './Switch'
import * as styles from './Switch.story.css'

export default { title: 'Forms/Switch' } satisfies StoryDefault

function Controlled({ initial, label, description }: { initial: boolean; label: string; description?: string }) {
  const [checked, setChecked] = useState(initial)
  return <Switch label={label} description={description} checked={checked} onCheckedChange={setChecked} />
}

export const Off: Story = () => (
  <div className={styles.list}>
    <Controlled initial={false} label="Analytics cookies" description="Anonymous page-view statistics." />
  </div>
)

export const On: Story = () => (
  <div className={styles.list}>
    <Controlled initial label="Security cookies" description="Spam prevention on our forms." />
  </div>
)

export const Locked: Story = () => (
  <div className={styles.list}>
    <Switch locked label="Functional cookies" description="Needed for the site to work and to remember your choices." />
  </div>
)

export const Disabled: Story = () => (
  <div className={styles.list}>
    <Switch disabled label="Marketing cookies" description="Not available in your region." />
  </div>
)

function Preferences() {
  return (
    <div className={styles.list}>
      <Switch locked label="Functional cookies" description="Needed for the site to work and to remember your choices." />
      <Controlled initial label="Analytics cookies" description="Anonymous page-view statistics." />
      <Controlled initial={false} label="Security cookies" description="Spam prevention on our forms." />
    </div>
  )
}

export const Dark: Story = () => (
  <div className={`${darkTheme} ${styles.surface}`}>
    <Preferences />
  </div>
)

export const LongUnbrokenLabel: Story = () => (
  <div className={styles.list}>
    <Controlled initial={false} label="--steer-behavior=direct-weight-level-behavior-steering-telemetry" />
  </div>
)
