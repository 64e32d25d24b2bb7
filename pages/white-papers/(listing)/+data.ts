// https://vike.dev/data
import { downloadLabel, whitePaperItems, whitePapersListing } from '#content/white-papers/papers'
import { whitePapersNewestFirst } from '#content/white-papers/listing'

// Only the two cards reach the browser, not every paper's summary.
export function data() {
  return { listing: whitePapersListing, downloadLabel, items: whitePapersNewestFirst(whitePaperItems) }
}

export type Data = ReturnType<typeof data>
