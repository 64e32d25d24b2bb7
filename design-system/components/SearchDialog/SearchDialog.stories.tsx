import type { Story, StoryDefault } from '@ladle/react'
import { useRef } from 'react'
import { samplePanelCopy, samplePanelProps, sampleQuery, sampleResults } from '../SearchPanel/fixtures'
import { SearchPanel } from '../SearchPanel/SearchPanel'
import { sampleDialogCopy } from './fixtures'
import { SearchDialog } from './SearchDialog'

export default { title: 'Search/SearchDialog' } satisfies StoryDefault

/**
 * Open, with results: over the page from tablet up, the whole screen on a phone. Closed, the dialog draws nothing
 * (SearchButton's Closed story); the panel's other states are SearchPanel's stories.
 */
export const OpenWithResults: Story = () => {
  const field = useRef<HTMLInputElement>(null)
  return (
    <SearchDialog open onClose={() => undefined} initialFocus={field} {...sampleDialogCopy}>
      <SearchPanel
        {...samplePanelProps}
        inputRef={field}
        query={sampleQuery}
        status="results"
        results={sampleResults}
        message={samplePanelCopy.messages.results}
        more={{ label: `All results for “${sampleQuery}”`, href: `/search?q=${sampleQuery}` }}
      />
    </SearchDialog>
  )
}
OpenWithResults.meta = { responsive: true }
