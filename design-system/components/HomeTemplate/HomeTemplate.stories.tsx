import type { Story, StoryDefault } from '@ladle/react'
import { OnceRadixHasLoaded } from '../Tooltip/fixtures'
import { sampleHome } from './fixtures'
import { HomeTemplate, type HomeTemplateProps } from './HomeTemplate'

export default { title: 'Templates/Home' } satisfies StoryDefault<HomeTemplateProps>

/** The template with Home's copy, as / renders it, once the tool cards' tooltips have loaded. */
export const WithSiteCopy: Story = () => (
  <OnceRadixHasLoaded>
    <HomeTemplate {...sampleHome} />
  </OnceRadixHasLoaded>
)
WithSiteCopy.meta = { responsive: true }
