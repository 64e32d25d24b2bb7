import { plainList } from '../../styles/list'
import type { Story, StoryDefault } from '@ladle/react'
import { variantControl } from '../../docs/controls'
import { Icon, iconNames, iconSizes, interfaceIconNames, pictogramNames, type IconName, type IconProps } from './Icon'
import * as styles from './Icon.story.css'

export default { title: 'Media/Icon' } satisfies StoryDefault

function IconGrid({ names }: { names: readonly IconName[] }) {
  return (
    <ul {...plainList} className={styles.grid}>
      {names.map((name) => (
        <li key={name} className={styles.cell}>
          <Icon name={name} size="large" />
          <code className={styles.name}>{name}</code>
        </li>
      ))}
    </ul>
  )
}

/** The controls' icons, which every page's script carries. */
export const InterfaceIcons: Story = () => <IconGrid names={interfaceIconNames} />
InterfaceIcons.meta = { alsoOnDark: true }

/** The content's pictograms, which reach the browser in the data of the pages that show them. */
export const Pictograms: Story = () => <IconGrid names={pictogramNames} />
Pictograms.meta = { alsoOnDark: true }

export const AllIcons: Story = () => <IconGrid names={iconNames} />
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
