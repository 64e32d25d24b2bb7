import type { Story, StoryDefault } from '@ladle/react'
import { trustedBy } from '#content/carousel'
import { home } from '#content/pages/home'
import { site } from '#content/site'
import { OnceRadixHasLoaded } from '../Tooltip/fixtures'
import { HomeTemplate, type HomeTemplateProps } from './HomeTemplate'

export default { title: 'Templates/Home' } satisfies StoryDefault<HomeTemplateProps>

/** The template with the site's own Home copy, as / renders it, once the tool cards' tooltips have loaded. */
export const WithSiteCopy: Story = () => (
  <OnceRadixHasLoaded>
    <HomeTemplate {...home} tagline={site.taglineCode} trustedBy={{ ...home.trustedBy, items: trustedBy }} />
  </OnceRadixHasLoaded>
)
