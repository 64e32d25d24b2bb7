import type { Story, StoryDefault } from '@ladle/react'
import type { ReactNode } from 'react'
import { jsEnabledAttribute, jsFailedAttribute } from '../../styles/js'
import { ChipGroup } from '../ChipGroup/ChipGroup'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'
import { JavaScriptOnly, type JavaScriptOnlyProps } from './JavaScriptOnly'

export default { title: 'Layout/JavaScriptOnly' } satisfies StoryDefault<JavaScriptOnlyProps>

const categories = ['All', 'News', 'Security & Control'] as const

function Example() {
  return (
    <Stack space="medium">
      <Text>The chips below appear only while JavaScript runs.</Text>
      <JavaScriptOnly>
        <ChipGroup label="Filter by category" options={categories} selected="All" onSelect={() => {}} controls="story-grid" />
      </JavaScriptOnly>
      <div id="story-grid" />
    </Stack>
  )
}

/** The shell marks <html> before first paint (styles/js.ts); stories opt in with a wrapper. */
function Document({ attributes, children }: { attributes: Record<string, string>; children: ReactNode }) {
  return <div {...attributes}>{children}</div>
}

export const WithJavaScript: Story = () => (
  <Document attributes={{ [jsEnabledAttribute]: '' }}>
    <Example />
  </Document>
)

export const WithoutJavaScript: Story = () => (
  <Document attributes={{}}>
    <Example />
  </Document>
)

/** The bundle failed to load: the document is marked, and the chips stay hidden. */
export const WhenTheBundleFailed: Story = () => (
  <Document attributes={{ [jsEnabledAttribute]: '', [jsFailedAttribute]: '' }}>
    <Example />
  </Document>
)
