import type { Story, StoryDefault } from '@ladle/react'
import { samplePanelCopy, samplePanelProps, sampleQuery, sampleResults } from './fixtures'
import { SearchPanel } from './SearchPanel'

export default { title: 'Search/SearchPanel' } satisfies StoryDefault

/** Empty: nothing typed yet; the status line says how it works. */
export const Empty: Story = () => <SearchPanel {...samplePanelProps} query="" status="idle" results={[]} message={samplePanelCopy.messages.idle} />

/** Loading: the index is on its way after the first key. */
export const Loading: Story = () => (
  <SearchPanel {...samplePanelProps} query={sampleQuery} status="loading" results={[]} message={samplePanelCopy.messages.loading} />
)

/** Results: kind, an article's category and date, the title and an excerpt with the matched word marked. */
export const Results: Story = () => (
  <SearchPanel
    {...samplePanelProps}
    query={sampleQuery}
    status="results"
    results={sampleResults}
    message={samplePanelCopy.messages.results}
    filters={[
      { label: 'Show', options: ['Everything', 'Articles', 'White papers', 'Pages'], selected: 'Articles', onSelect: () => undefined },
      { label: 'Article category', options: ['All categories', 'News', 'Frontier AI Resilience'], selected: 'All categories', onSelect: () => undefined },
    ]}
    more={{ label: `All results for “${sampleQuery}”`, href: `/search?q=${sampleQuery}` }}
  />
)

/** No results: a nonsense word; the full list is offered instead. */
export const NoResults: Story = () => (
  <SearchPanel {...samplePanelProps} query="qwzx" status="no-results" results={[]} message={samplePanelCopy.messages.noResults} />
)

/** The index failed to load (offline, blocked): a clear message and the full list. */
export const IndexFailed: Story = () => (
  <SearchPanel {...samplePanelProps} query={sampleQuery} status="failed" results={[]} message={samplePanelCopy.messages.failed} />
)
