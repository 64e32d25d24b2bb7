// Serves the pre-rendered production build the way a static host would: clean URLs with or
// without a trailing slash, the pre-rendered 404 page with status 404, the build's
// precompressed .br/.gz files, the HTML's included (anything else is compressed on the fly), and the build's own
// `_headers` and `_redirects` (renderer/generate/headers.ts, redirects.ts), applied as Netlify applies them, so
// `npm start` sends exactly what a CDN serving dist/client would.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import compression from 'compression'
import polka from 'polka'
import sirv from 'sirv'
import { findRedirect, headersFor, hostDefaultCaching, parseHeadersFile, parseRedirectsFile } from './hostRules.mjs'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
})

const root = resolve(values.dir ?? 'dist/client')
if (!existsSync(root)) {
  console.error(`Nothing to serve: ${root} does not exist. Run \`npm run build\` first.`)
  process.exit(1)
}
/** @param {string} file */
const readIfPresent = (file) => (existsSync(resolve(root, file)) ? readFileSync(resolve(root, file)) : undefined)

/** The 404 page, and its build-time .br and .gz copies, sent as sirv sends every other page's. */
const notFoundPage = { identity: readIfPresent('404.html') ?? Buffer.from('Not found'), br: readIfPresent('404.html.br'), gzip: readIfPresent('404.html.gz') }
// A directory without rule files (the Ladle build) is served without them.
const headerRules = parseHeadersFile(readIfPresent('_headers')?.toString('utf8') ?? '')
const redirectRules = parseRedirectsFile(readIfPresent('_redirects')?.toString('utf8') ?? '')
/** Static hosts read these files and never serve them. */
const ruleFiles = new Set(['/_headers', '/_redirects'])

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
function applyHeaderRules(res, pathname) {
  const headers = headersFor(headerRules, pathname)
  for (const [name, value] of headers) res.setHeader(name, value)
  if (!headers.has('cache-control')) res.setHeader('Cache-Control', hostDefaultCaching)
}

const files = sirv(root, {
  extensions: ['html'],
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders: applyHeaderRules,
})

/** A static host serves files and nothing else, so it reads nothing a client sends (RFC 9110 §15.5.6). */
const allowedMethods = ['GET', 'HEAD']

/** @type {import('polka').Middleware} */
function onlyReadMethods(req, res, next) {
  if (allowedMethods.includes(req.method ?? '')) return next()
  // The refusal carries every header of its path, as any other answer does.
  applyHeaderRules(res, req.path)
  res.statusCode = 405
  res.setHeader('Allow', allowedMethods.join(', '))
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('Method Not Allowed')
}

/** @type {import('polka').Middleware} */
function legacyRedirects(req, res, next) {
  const pathname = req.path
  const rule = findRedirect(redirectRules, pathname)
  if (!rule) return next()
  applyHeaderRules(res, pathname)
  res.statusCode = rule.status
  res.setHeader('Location', rule.to)
  res.end()
}

/**
 * @param {import('polka').Request} req
 * @param {import('node:http').ServerResponse} res
 */
function notFound(req, res) {
  applyHeaderRules(res, req.path)
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  // The same test sirv makes; a Content-Encoding set here also keeps compression() from compressing it again.
  const accepted = String(req.headers['accept-encoding'] ?? '')
  const encoding = notFoundPage.br && /br/i.test(accepted) ? 'br' : notFoundPage.gzip && /gzip/i.test(accepted) ? 'gzip' : undefined
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.end(req.method === 'HEAD' ? undefined : notFoundPage[encoding ?? 'identity'])
}

/** @type {import('polka').Middleware} */
function hideRuleFiles(req, res, next) {
  if (ruleFiles.has(req.path)) notFound(req, res)
  else next()
}

polka({ onNoMatch: notFound })
  .use(compression())
  .use(onlyReadMethods)
  .use(legacyRedirects)
  .use(hideRuleFiles)
  .use(files)
  .listen(Number(values.port), values.host, () => {
    console.log(`Serving ${root} at http://localhost:${values.port}`)
  })
