/** A Content-Security-Policy's directives, each with its sources: `script-src 'self'; img-src data:` gives
 * `{ 'script-src': ["'self'"], 'img-src': ['data:'] }`. */
export function cspDirectives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

/** The sources of one directive of a policy; none where the policy lacks it. */
export const cspSources = (csp: string, directive: string): string[] => cspDirectives(csp)[directive] ?? []
