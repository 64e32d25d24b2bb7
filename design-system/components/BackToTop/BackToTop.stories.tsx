import type { Story, StoryDefault } from '@ladle/react'
import { BackToTop } from './BackToTop'
import * as styles from './BackToTop.story.css'

export default { title: 'Navigation/BackToTop' } satisfies StoryDefault

export const OnLight: Story = () => (
  <div className={styles.frame}>
    <h1 id="story-top">Top of the page</h1>
    <BackToTop targetId="story-top">Back to top</BackToTop>
  </div>
)
OnLight.meta = { alsoOnDark: true }
