import type { Story, StoryDefault } from '@ladle/react'
import { Box } from '../Box/Box'
import { Button } from '../Button/Button'
import { Text } from '../Text/Text'
import { variantControl } from '../../docs/controls'
import { Column, Columns, columnWidths } from './Columns'
import { columnCounts, columnsAlignsY, type ColumnCount, type ColumnsAlignY, type ColumnWidth } from './variants'

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
BlogGrid.meta = { alsoOnDark: true, responsive: true }

export const FourUpFromTablet: Story = () => (
  <Columns columns={{ mobile: 2, tablet: 4 }} space={{ mobile: 'small', desktop: 'large' }}>
    {cells.slice(0, 4).map((cell) => (
      <Cell key={cell}>{cell}</Cell>
    ))}
  </Columns>
)
FourUpFromTablet.meta = { responsive: true }

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

export const WidthsOneThirdTwoThirds: Story = () => (
  <Columns space="large">
    <Column width="1/3">
      <Cell>1/3: Technical call</Cell>
    </Column>
    <Column width="2/3">
      <Cell>2/3: Subscription setup and rapid deployment</Cell>
    </Column>
  </Columns>
)
WidthsOneThirdTwoThirds.meta = { alsoOnDark: true }

/** A Column of `width` beside a fluid one, which takes what is left: EveryWidth's rows and WidthPlayground. */
function SizedBesideFluid({ width }: { width: ColumnWidth }) {
  return (
    <Columns space="medium">
      <Column width={width}>
        <Cell>{width}</Cell>
      </Column>
      <Column>
        <Cell>fluid</Cell>
      </Column>
    </Columns>
  )
}

/** Every width beside a fluid column, which takes what is left. */
export const EveryWidth: Story = () => (
  <Box display="flex" flexDirection="column" gap="medium">
    {columnWidths
      .filter((width) => width !== 'fluid')
      .map((width) => <SizedBesideFluid key={width} width={width} />)}
  </Box>
)

export const ContentAndFluid: Story = () => (
  <Columns space="medium" alignY="center">
    <Column>
      <Cell>The fluid column takes the remaining width; the button keeps its own.</Cell>
    </Column>
    <Column width="content">
      <Button>Get Started</Button>
    </Column>
  </Columns>
)

/** Side by side from desktop; one full-width column below it (narrow the viewport to see). */
export const CollapseBelowDesktop: Story = () => (
  <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop" alignY="center">
    <Column width="3/4">
      <Cell>3/4: the text comes first in the source</Cell>
    </Column>
    <Column width="1/4">
      <Cell>1/4: aside</Cell>
    </Column>
  </Columns>
)
CollapseBelowDesktop.meta = { responsive: true }

export const ReverseWhenCollapsed: Story = () => (
  <Columns space="large" collapseBelow="tablet" reverseWhenCollapsed>
    <Column width="1/2">
      <Cell>First in the source, second while collapsed</Cell>
    </Column>
    <Column width="1/2">
      <Cell>Second in the source, first while collapsed</Cell>
    </Column>
  </Columns>
)
ReverseWhenCollapsed.meta = { responsive: true }

export const LongContent: Story = () => (
  <Columns space="large" collapseBelow="tablet">
    <Column width="1/3">
      <Box padding="large" background="surfaceSunken" borderRadius="medium">
        <Text>checkpoint_2025_10_28_resilience_infrastructure_neuron_resolved_training_impact_analysis.safetensors</Text>
      </Box>
    </Column>
    <Column width="2/3">
      <Box padding="large" background="surfaceSunken" borderRadius="medium">
        <Text>
          Checkpoint-native resilience software reads the weights you already have. It traces a behaviour back to the
          training sessions that produced it, edits the responsible parameters directly and verifies the result
          against the original checkpoint, so teams avoid a full retraining cycle and keep an audit trail of every
          change.
        </Text>
      </Box>
    </Column>
  </Columns>
)

interface GridPlaygroundArgs {
  mobile: ColumnCount
  tablet: ColumnCount
  desktop: ColumnCount
  alignY: ColumnsAlignY
}

/** Equal columns, a count per breakpoint (resize the viewport to see each); the tall first cell shows `alignY`. */
export const Playground: Story<GridPlaygroundArgs> = ({ mobile, tablet, desktop, alignY }) => (
  <Columns columns={{ mobile, tablet, desktop }} space="medium" alignY={alignY}>
    <Box padding="xxlarge" background="surfaceSunken" borderRadius="medium">
      Tall media
    </Box>
    {cells.slice(1).map((cell) => (
      <Cell key={cell}>{cell}</Cell>
    ))}
  </Columns>
)
Playground.argTypes = {
  mobile: variantControl(columnCounts, 1),
  tablet: variantControl(columnCounts, 2),
  desktop: variantControl(columnCounts, 3),
  alignY: variantControl(columnsAlignsY, 'stretch'),
}

/** One sized Column beside a fluid one, which takes what is left. */
export const WidthPlayground: Story<{ width: ColumnWidth }> = ({ width }) => <SizedBesideFluid width={width} />
WidthPlayground.argTypes = { width: variantControl(columnWidths, '1/3') }
