/**
 * How much the site fetches ahead of a click (issue 51), from what the browser says of the connection
 * (Network Information API, Chromium only; without it, as on a fast connection in other browsers, intent only).
 * - `none`: nothing is fetched ahead, under Save-Data or on a 2G-class connection;
 * - `intent`: the page a link leads to, once a visitor points at, focuses or touches it;
 * - `idle`: also, once the page is idle, every link in view in the header and footer (on a 4G-class connection).
 */
type PrefetchLevel = 'none' | 'intent' | 'idle'

/** The part of `navigator.connection` read here; not yet in TypeScript's DOM library. */
interface ConnectionHints {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

const slowConnections = new Set(['slow-2g', '2g'])

export function prefetchLevel(connection: ConnectionHints | undefined): PrefetchLevel {
  if (!connection) return 'intent'
  if (connection.saveData === true || slowConnections.has(connection.effectiveType ?? '')) return 'none'
  return connection.effectiveType === '4g' ? 'idle' : 'intent'
}

export function browserConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection
}
