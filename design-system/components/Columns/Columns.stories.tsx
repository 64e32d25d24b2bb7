import type { Story, StoryDefault } from '@ladle/react'
import { darkTheme } from '../../themes/themes.css'
import { Box } from '../Box/Box'
import { Columns } from './Columns'

export default { title: 'Primitives/Columns' } satisfies StoryDefault

const cells = Array.from({ length: 6 }, (_, index) => `Card ${index + 1}`)

function Cell({ children }: { children: string }) {
  return (
    <Box padding="large" background="surfaceSunken" borderRadius="medium">
      {children}
    </Box>
  )
}

export const BlogGrid: Story = () => (
  <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large" as="ul" aria-label="Posts">
    {cells.map((cell) => (
      <Cell key={cell}>{cell}</Cell>
    ))}
  </Columns>
)

export const FourUpFromTablet: Story = () => (
  <Columns columns={{ mobile: 2, tablet: 4 }} space={{ mobile: 'small', desktop: 'large' }}>
    {cells.slice(0, 4).map((cell) => (
      <Cell key={cell}>{cell}</Cell>
    ))}
  </Columns>
)

export const FixedTwo: Story = () => (
  <Columns columns={2} space="medium">
    <Cell>Practitioner benefits</Cell>
    <Cell>Business benefits</Cell>
  </Columns>
)

export const AlignCenter: Story = () => (
  <Columns columns={{ mobile: 1, tablet: 2 }} space="large" alignY="center">
    <Box padding="xxlarge" background="surfaceSunken" borderRadius="medium">
      Tall media
    </Box>
    <Cell>Vertically centred text</Cell>
  </Columns>
)

export const OnDark: Story = () => (
  <Box className={darkTheme} background="surface" color="text" padding="large">
    <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
      {cells.slice(0, 3).map((cell) => (
        <Box key={cell} padding="large" background="surfaceRaised" borderRadius="medium">
          {cell}
        </Box>
      ))}
    </Columns>
  </Box>
)
