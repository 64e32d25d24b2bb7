import type { Story, StoryDefault } from '@ladle/react'
import { sprinkles } from '../../styles/sprinkles.css'
import { Logo, type LogoProps } from './Logo'

export default { title: 'Media/Logo' } satisfies StoryDefault<LogoProps>

export const OnLight: Story = () => (
  <div className={sprinkles({ background: 'surface', color: 'heading', padding: 'large' })}>
    <Logo brand="Tensorwright" title="Tensorwright" />
  </div>
)
OnLight.meta = { alsoOnDark: true }
