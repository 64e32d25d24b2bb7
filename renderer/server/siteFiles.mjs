// @ts-check
// The one allow rule for what the production server sends: a file of the built site, named by the request's path
// after it is decoded and checked to be canonical, and never a rule file or anything whose name starts with a dot.
// Lookups are trusted for a second, as nginx's open_file_cache trusts them for `open_file_cache_valid`: a file added
// since start is served within that second, and a file removed is a 404 at once, since @fastify/send finds the file
// again before it opens it.
import { readFile, stat } from 'node:fs/promises'
import { join, posix } from 'node:path'

/** Read by static hosts as rules, never served; compared without case, as a case-insensitive disk would find them. */
const ruleFiles = ['_headers', '_redirects']
/** The build's precompressed copies sit beside each file and are as private as the file. */
const precompressedSuffix = /\.(?:br|gz)$/

/** Errors that mean "no such file" rather than a fault of the disk or the server. */
const missingFileCodes = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])

/** @param {unknown} error */
export const isMissingFileError = (error) => missingFileCodes.has(/** @type {NodeJS.ErrnoException} */ (error)?.code ?? '')

/**
 * The site path a request target names: its path, percent-decoded once. Undefined where that is not a canonical
 * absolute path (`//`, `/./`, `/../`, `%2e%2e`, a backslash, a NUL, a malformed escape): such a target names no file.
 * A trailing slash is canonical; it asks for the directory's index.
 * @param {string} target the request target as received (`req.url`)
 * @returns {string | undefined}
 */
export function sitePathOf(target) {
  const queryStart = target.indexOf('?')
  const raw = queryStart === -1 ? target : target.slice(0, queryStart)
  if (!raw.startsWith('/')) return undefined
  let path
  try {
    path = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (path.includes('\0') || path.includes('\\') || posix.normalize(path) !== path) return undefined
  return path
}

/**
 * Whether the allow rule lets the site send the file at `path`: no segment starts with a dot, and the root's rule
 * files (and their precompressed copies) stay private however they are spelled.
 * @param {string} path a site path (see sitePathOf)
 */
export function isPublicPath(path) {
  const segments = path.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment.startsWith('.'))) return false
  const [first] = segments
  return !(segments.length === 1 && first && ruleFiles.includes(first.toLowerCase().replace(precompressedSuffix, '')))
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile()
  } catch (error) {
    if (isMissingFileError(error)) return false
    throw error
  }
}

/**
 * The file the site serves at `path`, as a path relative to `root` with a leading slash, found as static hosts find
 * it: the file itself, else the directory's index.html, else `path`.html. Undefined where there is none or the allow
 * rule forbids it. A lookup that fails for another reason than absence (a symlink loop, a disk error) throws.
 * @param {string} root the built site's folder
 * @param {string} path a site path (see sitePathOf)
 * @returns {Promise<string | undefined>}
 */
async function lookUpSiteFile(root, path) {
  if (!isPublicPath(path)) return undefined
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`, `${path}.html`]
  for (const candidate of candidates) {
    if (await isFile(join(root, candidate))) return candidate
  }
  return undefined
}

/** How long a lookup or a read of the 404 page is trusted. */
const trustedForMs = 1_000
/** Distinct keys kept at most: a client asking for endless made-up paths cannot grow the cache without bound. */
const maxEntries = 10_000

/**
 * `compute`, remembered per key for `trustedForMs`. The promise is what is remembered, so the requests that arrive
 * while a lookup runs share it; a lookup that fails (a fault, not an absence) is forgotten at once.
 * @template T
 * @param {(key: string) => Promise<T>} compute
 * @returns {(key: string) => Promise<T>}
 */
function trustedBriefly(compute) {
  /** @type {Map<string, { value: Promise<T>, until: number }>} */
  const entries = new Map()
  return (key) => {
    const now = Date.now()
    const entry = entries.get(key)
    if (entry && now < entry.until) return entry.value
    const value = compute(key)
    if (entries.size >= maxEntries) entries.clear()
    entries.set(key, { value, until: now + trustedForMs })
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  }
}

/**
 * The built site's files as the server reads them: `find` a site path's file (see lookUpSiteFile), or `read` a file
 * the server sends itself (the 404 page), undefined where it is absent.
 * @param {string} root the built site's folder
 */
export function siteFiles(root) {
  return {
    find: trustedBriefly((path) => lookUpSiteFile(root, path)),
    read: trustedBriefly(async (file) => {
      try {
        return await readFile(join(root, file))
      } catch (error) {
        if (isMissingFileError(error)) return undefined
        throw error
      }
    }),
  }
}
