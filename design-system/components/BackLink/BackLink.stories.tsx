import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { BackLink } from './BackLink'
import * as styles from './BackLink.story.css'

export default { title: 'Actions/BackLink' } satisfies StoryDefault

export const ToBlog: Story = () => <BackLink href="/blog">Back to Blog</BackLink>

export const ToWhitePapers: Story = () => <BackLink href="/white-papers">Back to Technical Research</BackLink>

export const OnDark: Story = () => (
  <div className={`${darkTheme} ${styles.surface}`}>
    <BackLink href="/blog">Back to Blog</BackLink>
  </div>
)
