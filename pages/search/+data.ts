// https://vike.dev/data
import { shownDate } from '#content/dates'
import { searchCopy } from '#content/search'
import { searchListing } from '#content/search-listing'
import { routes } from '#renderer/generate/content.server'

// Runs at pre-render: the list of everything the index holds, grouped by kind, with an article's category and date
// written out, so the page lists it without JavaScript and its script carries no route table.
export function data() {
  return {
    copy: searchCopy.page,
    groups: searchListing(routes).map((group) => ({
      ...group,
      items: group.items.map(({ date, ...item }) => ({ ...item, ...(date ? { date: shownDate(date) } : {}) })),
    })),
  }
}

export type Data = ReturnType<typeof data>
