import type { Story, StoryDefault } from '@ladle/react'
import { variantControl } from '../../docs/controls'
import { Icon } from '../Icon/Icon'
import * as styles from './Card.story.css'
import { CardHeader } from './CardHeader'
import { cardHeaderLayouts, type CardHeaderLayout } from './variants'

// A part of FeatureCard (spread) and ExpandableCard (wrap), not used on its own: shown here so both layouts can be
// tried with a flag of any length.
export default { title: 'Content/CardHeader' } satisfies StoryDefault

export const Playground: Story<{ layout: CardHeaderLayout; flag: string }> = ({ layout, flag }) => (
  <div className={styles.single}>
    <CardHeader icon={<Icon name="map-influence" />} flag={flag} layout={layout} />
  </div>
)
Playground.args = { flag: '--map-training-session-influence' }
Playground.argTypes = { layout: variantControl(cardHeaderLayouts, 'wrap') }
