// Derived order of the white-paper listing (SPEC §2 "White papers": newest first).
import type { WhitePaperItem } from '../schema'
import { calendarDateValue } from '../dates'

/** SPEC §2: the two paths of the one listing; the first is canonical (content/routes.ts). */
export const whitePapersListingPaths = ['/white-papers', '/whitepapers'] as const

/** Newest first by calendar date; same-day items keep their source order. */
export function whitePapersNewestFirst<T extends Pick<WhitePaperItem, 'date'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => calendarDateValue(b.date) - calendarDateValue(a.date))
}
