import { plainList } from '../../styles/list'
import type { Story, StoryDefault } from '@ladle/react'
import { variantControl } from '../../docs/controls'
import { Icon, iconNames, iconSizes, type IconProps } from './Icon'
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
AllIcons.meta = { alsoOnDark: true }

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

/** Every size and icon as a control, from the lists the recipe and the drawings use. */
export const Playground: Story<IconProps> = (args) => <Icon {...args} />
Playground.argTypes = { size: variantControl(iconSizes, 'standard'), name: variantControl(iconNames, 'shield') }
