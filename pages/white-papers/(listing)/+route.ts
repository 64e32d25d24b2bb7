// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { whitePapersListingPaths } from '#content/white-papers/listing'

// SPEC §2: /white-papers and /whitepapers are the same listing; content/routes.ts gives /whitepapers its canonical.
export default function route({ urlPathname }: PageContext) {
  return (whitePapersListingPaths as readonly string[]).includes(urlPathname)
}
