import type { Story, StoryDefault } from '@ladle/react'
import * as styles from '../Card/Card.story.css'
import { samplePartnerLogos as logos } from '../LogoCarousel/fixtures'
import { LogoWall } from './LogoWall'

export default { title: 'Media/LogoWall' } satisfies StoryDefault

export const Standard: Story = () => <LogoWall logos={logos} label="Partners" />
Standard.meta = { alsoOnDark: true, responsive: true }

// Wraps onto a second row rather than overflowing a phone-width column.
export const Narrow: Story = () => (
  <div className={styles.single}>
    <LogoWall logos={logos} label="Partners" />
  </div>
)
