// https://vike.dev/data
import { downloadLabel, whitePapersListing } from '#content/white-papers/papers'
import { whitePaperItems } from '#renderer/generate/content.server'
import { whitePapersNewestFirst } from '#content/white-papers/listing'
import { shownDate } from '#content/dates'

// Only the two cards reach the browser, not every paper's summary, with their dates already written out.
export function data() {
  return { listing: whitePapersListing, downloadLabel, items: whitePapersNewestFirst(whitePaperItems).map((item) => ({ ...item, published: shownDate(item.date) })) }
}

export type Data = ReturnType<typeof data>
