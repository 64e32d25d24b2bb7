import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { sprinkles } from '../../styles/sprinkles.css'
import { Logo, type LogoProps } from './Logo'

export default { title: 'Media/Logo' } satisfies StoryDefault<LogoProps>

export const OnLight: Story = () => (
  <div className={sprinkles({ background: 'surface', color: 'heading', padding: 'large' })}>
    <Logo brand="Tensorwright" title="Tensorwright" />
  </div>
)

export const OnDark: Story = () => (
  <div className={`${darkTheme} ${sprinkles({ background: 'surface', color: 'heading', padding: 'large' })}`}>
    <Logo brand="Tensorwright" title="Tensorwright" />
  </div>
)
