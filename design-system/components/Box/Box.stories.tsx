import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { Box } from './Box'

export default { title: 'Primitives/Box' } satisfies StoryDefault

export const Padding: Story = () => (
  <Box padding="large" background="surfaceSunken" borderRadius="medium">
    A sunken box with large padding.
  </Box>
)

export const ResponsiveFlex: Story = () => (
  <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="medium">
    <Box padding="medium" background="accentSoft" color="onAccentSoft" borderRadius="small">
      Stacked on mobile
    </Box>
    <Box padding="medium" background="accentSoft" color="onAccentSoft" borderRadius="small">
      side by side from tablet
    </Box>
  </Box>
)
ResponsiveFlex.meta = { responsive: true }

export const AsList: Story = () => (
  <Box as="ul" display="flex" gap="small" aria-label="Deployment options">
    <Box as="li" padding="small" background="surfaceSunken" borderRadius="small">
      Cloud marketplace
    </Box>
    <Box as="li" padding="small" background="surfaceSunken" borderRadius="small">
      On-premises
    </Box>
    <Box as="li" padding="small" background="surfaceSunken" borderRadius="small">
      Your own cloud
    </Box>
  </Box>
)

export const OnDark: Story = () => (
  <Box className={darkTheme} background="surface" color="text" padding="large">
    <Box padding="medium" background="surfaceRaised" borderRadius="medium">
      A raised panel on the dark surface.
    </Box>
  </Box>
)
