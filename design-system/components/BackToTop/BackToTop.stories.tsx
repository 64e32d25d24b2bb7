import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { BackToTop } from './BackToTop'
import * as styles from './BackToTop.story.css'

export default { title: 'Navigation/BackToTop' } satisfies StoryDefault

export const OnLight: Story = () => (
  <div className={styles.frame}>
    <h1 id="story-top">Top of the page</h1>
    <BackToTop targetId="story-top">Back to top</BackToTop>
  </div>
)

export const OnDark: Story = () => (
  <div className={`${darkTheme} ${styles.frame}`}>
    <h1 id="story-top-dark">Top of the page</h1>
    <BackToTop targetId="story-top-dark">Back to top</BackToTop>
  </div>
)
