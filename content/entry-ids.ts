// SPEC §3 gives posts and white-paper items a numeric id. Entries the spec lists keep theirs in their files; an entry
// added later leaves it out and gets one here, so no one has to find the next free number by hand.

export interface NumberedEntry {
  readonly slug: string
  readonly id?: number | undefined
  readonly date: string
}

/**
 * Each entry's id, keyed by slug: its own where it has one, otherwise the next free number, handed out in date order
 * (then slug order), so a new entry's id does not depend on the order files are read in.
 */
export function entryIds(entries: readonly NumberedEntry[]): Map<string, number> {
  const ids = new Map<string, number>()
  let next = Math.max(0, ...entries.map((entry) => entry.id ?? 0)) + 1
  for (const entry of entries) if (entry.id !== undefined) ids.set(entry.slug, entry.id)
  const unnumbered = entries.filter((entry) => entry.id === undefined)
  unnumbered.sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug))
  for (const entry of unnumbered) ids.set(entry.slug, next++)
  return ids
}
