// Derived order of the white-paper listing (SPEC §2 "White papers": newest first).
import type { WhitePaperItem } from '../schema'
import { calendarDateValue } from '../dates'

/** Newest first by calendar date; same-day items keep their source order. */
export function whitePapersNewestFirst<T extends Pick<WhitePaperItem, 'date'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => calendarDateValue(b.date) - calendarDateValue(a.date))
}
