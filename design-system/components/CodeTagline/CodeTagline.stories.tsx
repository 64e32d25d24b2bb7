import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { CodeTagline, type CodeTaglineProps } from './CodeTagline'
import * as styles from './CodeTagline.story.css'

export default { title: 'Content/CodeTagline' } satisfies StoryDefault<CodeTaglineProps>

export const OnLight: Story = () => (
  <div className={styles.frame}>
    <CodeTagline>{'model.weights.control()'}</CodeTagline>
  </div>
)
OnLight.meta = { alsoOnDark: true }

export const LongUnbroken: Story = () => (
  <div className={`${darkTheme} ${styles.frame} ${styles.narrow}`}>
    <CodeTagline>{'checkpoint.native.weight_level_controls.resilience()'}</CodeTagline>
  </div>
)
