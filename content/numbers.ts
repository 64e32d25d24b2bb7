/**
 * A whole number with US thousands separators ("90,000"). Written out rather than
 * toLocaleString: a browser's first Intl call loads locale data, about 20 ms of main thread
 * on /demo, whose copy and form messages are built as their modules load.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`)
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',')
}
