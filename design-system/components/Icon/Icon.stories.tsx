import { plainList } from '../../styles/list'
import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { Icon, iconNames, iconSizes } from './Icon'
import * as styles from './Icon.story.css'

export default { title: 'Media/Icon' } satisfies StoryDefault

function IconGrid() {
  return (
    <ul {...plainList} className={styles.grid}>
      {iconNames.map((name) => (
        <li key={name} className={styles.cell}>
          <Icon name={name} size="large" />
          <code className={styles.name}>{name}</code>
        </li>
      ))}
    </ul>
  )
}

export const AllIcons: Story = () => <IconGrid />

export const AllIconsOnDark: Story = () => (
  <div className={`${darkTheme} ${styles.surface}`}>
    <IconGrid />
  </div>
)

export const Sizes: Story = () => (
  <div className={styles.row}>
    {iconSizes.map((size) => (
      <Icon key={size} name="edit-weights" size={size} label={`Edit weights, ${size}`} />
    ))}
  </div>
)

export const Labelled: Story = () => (
  <p className={styles.row}>
    <Icon name="shield" label="Secure root control" /> Meaningful icons carry a label; decorative ones are hidden.
  </p>
)
