import type { Story, StoryDefault } from '@ladle/react'
import { atoms } from '../../styles/atoms'
import { Logo, type LogoProps } from './Logo'

export default { title: 'Media/Logo' } satisfies StoryDefault<LogoProps>

export const OnLight: Story = () => (
  <div className={atoms({ background: 'surface', color: 'heading', padding: 'large' })}>
    <Logo brand="Tensorwright" title="Tensorwright" />
  </div>
)
OnLight.meta = { alsoOnDark: true }
