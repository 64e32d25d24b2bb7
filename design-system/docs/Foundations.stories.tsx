import type { Story, StoryDefault } from '@ladle/react'
import { ColourPage, IconsPage, LayoutPage, MotionPage, RadiiPage, ShadowsPage, SpacingPage, TypographyPage } from './foundations/FoundationPages'

// Each page renders the tokens and themes themselves, so the documentation cannot drift from the code.
export default { title: 'Foundations' } satisfies StoryDefault

export const Colour: Story = () => <ColourPage />
export const Typography: Story = () => <TypographyPage />
export const Spacing: Story = () => <SpacingPage />
export const RadiiAndBorders: Story = () => <RadiiPage />
export const Shadows: Story = () => <ShadowsPage />
export const Motion: Story = () => <MotionPage />
export const Layout: Story = () => <LayoutPage />
export const Icons: Story = () => <IconsPage />
