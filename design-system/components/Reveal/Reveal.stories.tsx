import type { Story, StoryDefault } from '@ladle/react'
import { Reveal, type RevealProps } from './Reveal'

export default { title: 'Motion/Reveal' } satisfies StoryDefault<RevealProps>

export const InView: Story = () => (
  <Reveal>
    <p>This paragraph is in view on load, so it is revealed straight away and stays visible.</p>
  </Reveal>
)

export const HomeThreshold: Story = () => (
  <Reveal threshold={0.2}>
    <p>Home sections reveal once a fifth of them is in view.</p>
  </Reveal>
)
