// https://vike.dev/data
import { industriesPage } from '#content/pages/industries'
import type { HashTarget } from '#design-system'

// The copy arrives as the page's data rather than in its script, as on /about and /solutions.
export function data() {
  // A sector's id as the hash opens that sector's card, as on Solutions.
  const hashTargets: Record<string, HashTarget> = Object.fromEntries(
    industriesPage.industries.map((industry) => [industry.id, { open: industry.id, scrollTo: industry.id }]),
  )
  return { page: industriesPage, hashTargets }
}

export type Data = ReturnType<typeof data>
