import type { Story, StoryDefault } from '@ladle/react'
import { BackLink } from './BackLink'

export default { title: 'Actions/BackLink' } satisfies StoryDefault

export const ToBlog: Story = () => <BackLink href="/blog">Back to Blog</BackLink>
ToBlog.meta = { alsoOnDark: true }

export const ToWhitePapers: Story = () => <BackLink href="/white-papers">Back to Technical Research</BackLink>
