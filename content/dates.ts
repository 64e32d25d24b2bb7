// Dates in content are ISO strings: a calendar date ('2025-10-09') or a date-time
// with an offset ('2025-10-09T23:30:00-07:00'). Pages show the calendar date as
// written, so the output never depends on the time zone of the build machine or
// the visitor: we read the YYYY-MM-DD prefix and format it as a UTC midnight.

const isoDatePrefix = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/

// Written out rather than Intl.DateTimeFormat: a browser's first Intl call loads locale data,
// which took about 20 ms of main thread on the pages that render dates while they hydrate.
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

/** The calendar date an ISO string names, as a UTC timestamp (ms); throws on anything else. */
export function calendarDateValue(iso: string): number {
  const match = isoDatePrefix.exec(iso)
  if (!match) throw new Error(`Not an ISO date: "${iso}"`)
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const value = Date.UTC(year, month - 1, day)
  const check = new Date(value)
  // Date.UTC rolls 2025-02-30 over to March 2; a content typo should fail instead.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`Not a calendar date: "${iso}"`)
  }
  return value
}

/** SPEC §2, §9: dates in US English long form, e.g. "October 9, 2025". */
export function formatLongDate(iso: string): string {
  const date = new Date(calendarDateValue(iso))
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** The YYYY-MM-DD part, for `<time dateTime>` and article:published_time. */
export function calendarDate(iso: string): string {
  calendarDateValue(iso)
  return iso.slice(0, 10)
}

/** A date as a page shows it: machine-readable for `<time dateTime>`, and written out. */
export interface ShownDate {
  dateTime: string
  label: string
}

/** Built where the page's data is, so the page's script needs no date code to show it. */
export function shownDate(iso: string): ShownDate {
  return { dateTime: calendarDate(iso), label: formatLongDate(iso) }
}
