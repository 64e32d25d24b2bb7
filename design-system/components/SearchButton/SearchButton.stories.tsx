import type { Story, StoryDefault } from '@ladle/react'
import { jsEnabledAttribute } from '../../styles/js'
import { sampleSearchButton } from './fixtures'
import { SearchButton } from './SearchButton'

export default { title: 'Search/SearchButton' } satisfies StoryDefault

/** Closed: the dialog is not open. While JavaScript runs, a button that opens it, with its shortcut from desktop up. */
export const Closed: Story = () => (
  <div {...{ [jsEnabledAttribute]: '' }}>
    <SearchButton {...sampleSearchButton} onOpen={() => undefined} />
  </div>
)

/** Without JavaScript: a link to the search page, which lists everything. */
export const WithoutJavaScript: Story = () => <SearchButton {...sampleSearchButton} onOpen={() => undefined} />
