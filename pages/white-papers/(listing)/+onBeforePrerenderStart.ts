// https://vike.dev/onBeforePrerenderStart
import { whitePapersListingPaths } from '#content/white-papers/listing'

// A route function cannot be enumerated by Vike, so the pre-render is told both listing URLs.
export function onBeforePrerenderStart() {
  return [...whitePapersListingPaths]
}
