// @ts-check
// Reads and applies the two rule files the build writes for static hosts, `_headers` and
// `_redirects` (the format Netlify and Cloudflare Pages read). The production server applies
// the same files, so `npm start` behaves like the CDN by construction. Plain JavaScript: the
// server is plain Node.

/**
 * `detach` names headers an earlier matching rule set, which this rule removes before adding its own (Cloudflare
 * Pages' `! Name` line): how a path gets a Content-Security-Policy of its own rather than a second one.
 * @typedef {{ path: string, detach?: string[], headers: [name: string, value: string][] }} HeaderRule
 * @typedef {{ from: string, to: string, status: number, force: boolean }} RedirectRule
 */

/**
 * What Netlify and Cloudflare Pages send when no rule sets Cache-Control, so HTML is revalidated
 * on every visit. `_headers` cannot say it for `/*`: those hosts would comma-join it with the
 * hashed assets' rule.
 */
export const hostDefaultCaching = 'public, max-age=0, must-revalidate'

/**
 * `_headers`: a path pattern on its own line, then indented `! Name` lines (headers to detach) and `Name: value` lines.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const detached = /^\s+!\s*([^\s:]+)\s*$/.exec(line)?.[1]
    if (rule && detached) {
      ;(rule.detach ??= []).push(detached)
      continue
    }
    const separator = line.indexOf(':')
    if (!rule || separator === -1) throw new Error(`_headers line ${index + 1}: expected "Name: value" or "! Name" under a path`)
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

/** Each pattern's expression, built once: the server matches every answer's path against every rule. */
const patternExpressions = new Map()

/**
 * A `_headers` path pattern: `*` matches any run of characters, slashes included.
 * @param {string} pattern
 * @param {string} pathname
 */
export function matchesPathPattern(pattern, pathname) {
  let expression = patternExpressions.get(pattern)
  if (!expression) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
    expression = new RegExp(`^${source}$`)
    patternExpressions.set(pattern, expression)
  }
  return expression.test(pathname)
}

/**
 * The headers the matching rules give `pathname`, applied in file order as Cloudflare Pages applies them: a rule
 * first removes the headers it detaches, then adds its own; a header two matching rules set is joined with a comma
 * (so the build never sets one twice without detaching it first). See renderer/server/README.md for Netlify.
 * @param {readonly HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>} keyed by lower-case name
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map()
  for (const rule of rules) {
    if (!matchesPathPattern(rule.path, pathname)) continue
    for (const name of rule.detach ?? []) headers.delete(name.toLowerCase())
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const previous = headers.get(key)
      headers.set(key, previous === undefined ? value : `${previous}, ${value}`)
    }
  }
  return headers
}

/**
 * `_redirects`: `from to [status]` per line, `#` comments. A `!` after the status ("force")
 * makes Netlify apply the rule even where a file exists at `from`, as Cloudflare Pages always does.
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line, index) => {
      const [from, to, status = '302', ...rest] = line.split(/\s+/)
      const code = /^(\d{3})(!?)$/.exec(status)
      if (!from || !to || rest.length > 0 || !code) throw new Error(`_redirects rule ${index + 1} is malformed: ${line}`)
      return { from, to, status: Number(code[1]), force: code[2] === '!' }
    })
}

/** @param {string} path */
const normalize = (path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase()

/**
 * The rule for `pathname`, matched as Netlify does: case-insensitively, with one trailing
 * slash ignored (SPEC §2 asks exactly that of the legacy table).
 * @param {readonly RedirectRule[]} rules
 * @param {string} pathname
 */
export function findRedirect(rules, pathname) {
  if (pathname.endsWith('//')) return undefined
  const wanted = normalize(pathname)
  return rules.find((rule) => normalize(rule.from) === wanted)
}
