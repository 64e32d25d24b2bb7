import type { Story, StoryDefault } from '@ladle/react'
import { sampleTrustedBy } from './fixtures'
import { LogoCarousel } from './LogoCarousel'
import * as styles from './LogoCarousel.story.css'

export default { title: 'Media/LogoCarousel' } satisfies StoryDefault

const label = 'Trusted by teams shipping production models'

export const Static: Story = () => (
  <div className={styles.sunken}>
    <LogoCarousel items={sampleTrustedBy} label={label} autoplay={false} />
  </div>
)
Static.meta = { alsoOnDark: true, responsive: true }

export const TestimonialOnly: Story = () => (
  <div className={styles.sunken}>
    <LogoCarousel items={sampleTrustedBy.filter((item) => item.type === 'testimonial')} label={label} autoplay={false} />
  </div>
)

/** The moving strip with its Play control, held still so it can be a visual fixture; press Play to watch it run. */
export const AutoplayPaused: Story = () => (
  <div className={styles.sunken}>
    <LogoCarousel items={sampleTrustedBy} label={label} defaultPaused />
  </div>
)
