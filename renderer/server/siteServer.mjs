// @ts-check
// The production server: serves a built site the way a static host would, on Fastify with @fastify/static (ranges,
// conditional requests, precompressed .br/.gz files) and @fastify/compress (anything else, on the fly). Clean URLs with
// or without a trailing slash, the pre-rendered 404 page with status 404, and the build's own `_headers` and
// `_redirects` (renderer/generate/headers.ts, redirects.ts), applied as the hosts apply them, so `npm start` sends what
// a CDN serving dist/client would. How it behaves, and why: renderer/server/README.md.
import { readFileSync } from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { join, resolve } from 'node:path'
import negotiate from '@fastify/accept-negotiator'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { isMissingFileError, siteFiles, sitePathOf } from './siteFiles.mjs'
import { findRedirect, headersFor, hostDefaultCaching, parseHeadersFile, parseRedirectsFile } from './hostRules.mjs'

/** A static host serves files and nothing else, so it reads nothing a client sends (RFC 9110 §15.5.6). */
const allowedMethods = ['GET', 'HEAD']
/** The encodings the build precompresses (renderer/generate/precompress.mjs) and the server compresses to. */
const encodings = /** @type {const} */ (['br', 'gzip'])
const suffixOf = { br: '.br', gzip: '.gz' }

/**
 * An error is never stored: a 404 or a 416 depends on which files a deploy has and how long they are, a 412 on the
 * request's validators, a 5xx on a fault, and the next deploy or try may answer otherwise. `_headers` matches paths,
 * not statuses, so the path's own caching (immutable under /assets/) applies to the other answers: files, 304s,
 * redirects, and 405s, which answer methods whose answers no cache reuses for a GET.
 * @param {number} status
 */
const isUncacheable = (status) => status >= 400 && status !== 405

/**
 * @param {{ root: string, logger?: import('fastify').FastifyServerOptions['logger'] }} options `root`: the built
 *   site (dist/client, or the Ladle build); `logger`: Fastify's, by default warnings and errors to stderr
 */
export function createSiteServer({ root: siteFolder, logger = { level: 'warn', stream: process.stderr } }) {
  const root = resolve(siteFolder)
  /** @param {string} file */
  const readRuleFile = (file) => {
    try {
      return readFileSync(join(root, file), 'utf8')
    } catch (error) {
      // A folder without rule files (the Ladle build has no `_redirects`) is served without them.
      if (isMissingFileError(error)) return ''
      throw error
    }
  }
  // Read once, as a host reads them at deploy time.
  const headerRules = parseHeadersFile(readRuleFile('_headers'))
  const redirectRules = parseRedirectsFile(readRuleFile('_redirects'))

  const files = siteFiles(root)

  /** @type {Map<string, Map<string, string>>} */
  const ruleHeadersByTarget = new Map()
  /**
   * The `_headers` headers of the path a request target names (the site-wide ones where it names none), worked out
   * once per target: the rules do not change while the server runs. Bounded like the lookups (siteFiles.mjs).
   * @param {string} target
   */
  const ruleHeadersOf = (target) => {
    let headers = ruleHeadersByTarget.get(target)
    if (headers === undefined) {
      headers = headersFor(headerRules, sitePathOf(target) ?? '/')
      if (ruleHeadersByTarget.size >= 10_000) ruleHeadersByTarget.clear()
      ruleHeadersByTarget.set(target, headers)
    }
    return headers
  }

  const app = Fastify({
    logger,
    // During shutdown a request on a kept-alive connection is answered in full, with `Connection: close`.
    return503OnClosing: false,
    // A target with a malformed escape (`/%zz`) names no file: the 404 page, not Fastify's JSON echo of the target.
    // Fastify answers it outside the routes, without their hooks, so the delivery headers are set here.
    async frameworkErrors(_error, request, routerReply) {
      const reply = /** @type {import('fastify').FastifyReply} */ (/** @type {unknown} */ (routerReply))
      const page = await notFoundAnswer(request, reply)
      setDeliveryHeaders(request, reply)
      return reply.send(page)
    },
    // Left to the onRequest hook, which answers with the delivery headers.
    http: { requireHostHeader: false },
    clientErrorHandler(error, socket) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET' || !socket.writable) return socket.destroy()
      const code = /** @type {NodeJS.ErrnoException} */ (error).code
      const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
      const body = `${STATUS_CODES[status]}\n`
      // The request could not be read, so it names no path: the site-wide headers.
      const headers = [
        ...headersFor(headerRules, '/'),
        ['cache-control', 'no-store'],
        ['content-type', 'text/plain; charset=utf-8'],
        ['content-length', String(Buffer.byteLength(body))],
        ['connection', 'close'],
      ]
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`)
    },
  })

  app.register(fastifyCompress, { encodings: [...encodings] })
  app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false })

  app.addHook('onRequest', (request, reply, done) => {
    // RFC 9112 §3.2: an HTTP/1.1 request without Host is a 400, sent here (Node's own has no headers; see `http`).
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      reply.code(400).type('text/plain; charset=utf-8').send('Bad Request\n')
    } else if (!allowedMethods.includes(request.method)) {
      reply.code(405).header('allow', allowedMethods.join(', ')).type('text/plain; charset=utf-8').send('Method Not Allowed\n')
    } else {
      done()
    }
  })

  /**
   * The headers every answer carries: the `_headers` headers of the path it names (the site-wide ones where it names
   * none, so every answer has exactly one policy), and the caching its status allows.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function setDeliveryHeaders(request, reply) {
    const headers = ruleHeadersOf(request.url)
    for (const [name, value] of headers) reply.header(name, value)
    reply.header('cache-control', isUncacheable(reply.statusCode) ? 'no-store' : (headers.get('cache-control') ?? hostDefaultCaching))
    // A 304 carries the validators, caching and policy of the 200, not its body's description (RFC 9110 §15.4.5).
    if (reply.statusCode === 304) for (const name of ['content-type', 'content-encoding']) reply.removeHeader(name)
  }

  // Every answer Fastify sends, whichever hook or handler made it (a file, a 304, a 404, a 405, a 416, a 500).
  app.addHook('onSend', (request, reply, payload, done) => {
    setDeliveryHeaders(request, reply)
    done(null, payload)
  })

  /**
   * Sets up the pre-rendered 404 answer and returns its body: the build's br or gzip copy when the client takes one.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function notFoundAnswer(request, reply) {
    forgetRepresentation(reply)
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...encodings])
    const encoded = encoding && (await files.read(`404.html${suffixOf[encoding]}`))
    const page = encoded || (await files.read('404.html'))
    reply.code(404).header('vary', 'Accept-Encoding')
    if (!page) {
      reply.type('text/plain; charset=utf-8')
      return 'Not Found\n'
    }
    if (encoded && encoding) reply.header('content-encoding', encoding)
    reply.type('text/html; charset=utf-8')
    return page
  }

  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  const sendNotFound = async (request, reply) => reply.send(await notFoundAnswer(request, reply))

  app.setNotFoundHandler(sendNotFound)

  app.setErrorHandler(async (/** @type {import('fastify').FastifyError} */ error, request, reply) => {
    // A file removed between its lookup and its reading (a deploy replacing files in place) no longer exists.
    if (isMissingFileError(error)) return sendNotFound(request, reply)
    forgetRepresentation(reply)
    const clientError = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
    const status = clientError ? /** @type {number} */ (error.statusCode) : 500
    if (!clientError) request.log.error({ err: error, method: request.method, url: request.url }, 'request failed')
    // A 416 from @fastify/send carries `Content-Range: bytes */<length>` (RFC 9110 §15.5.17).
    const errorHeaders = /** @type {{ headers?: Record<string, string> }} */ (error).headers
    if (clientError && errorHeaders) reply.headers(errorHeaders)
    return reply.code(status).type('text/plain; charset=utf-8').send(`${STATUS_CODES[status]}\n`)
  })

  app.get('/*', async (request, reply) => {
    const path = sitePathOf(request.url)
    if (path === undefined) return sendNotFound(request, reply)
    const redirect = findRedirect(redirectRules, path)
    if (redirect) return reply.code(redirect.status).header('location', redirect.to).send()
    const file = await files.find(path)
    if (file === undefined) return sendNotFound(request, reply)
    const sendOptions = {
      // Passed on to @fastify/send, which otherwise leaves Node's stream default of 16 KiB: four reads and four
      // writes for a 55 KB page where Node's file default of 64 KiB makes one.
      highWaterMark: 64 * 1024,
      /** @param {string} _selected @param {import('node:fs').Stats} stat */
      onFile: (_selected, stat) => normalizeRange(request.raw.headers, stat.size),
    }
    return reply.sendFile(file, sendOptions)
  })

  return app
}

/** RFC 9110 §14.1.1: `bytes=` and a comma-separated list of `first-last`, `first-` and `-suffixLength`. */
const byteRanges = /^ *bytes=(?:\d+-\d*|-\d+)(?: *, *(?:\d+-\d*|-\d+))* *$/

/**
 * Brings a Range header to what RFC 9110 §14 asks of it before @fastify/send reads it (it calls `onFile` first):
 *   - one its grammar does not allow is ignored, as §14.2 permits; send's parser reads `bytes=1-2-3` as `1-2` and
 *     `bytes=0x10-0x20` as `0-0`;
 *   - `bytes=-N` longer than the representation means all of it (§14.1.2), where send answers 416, lacking the clamp
 *     jshttp/range-parser#66 added to the parser it is based on.
 * The hostile-client suite (tests/server/) fails if send changes either.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {number} size of the selected representation (the .br or .gz file where one is sent)
 */
function normalizeRange(headers, size) {
  if (headers.range === undefined || !headers.range.startsWith('bytes=')) return
  if (!byteRanges.test(headers.range)) {
    delete headers.range
    return
  }
  const suffixLength = /^bytes=-(\d+) *$/.exec(headers.range)?.[1]
  if (suffixLength !== undefined && size > 0 && Number(suffixLength) > size) headers.range = 'bytes=0-'
}

/**
 * Drops what an earlier, abandoned answer set about its body (a file's length, range, encoding, validators), so an
 * error or 404 sent in its place describes itself only.
 * @param {import('fastify').FastifyReply} reply
 */
function forgetRepresentation(reply) {
  for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name)
}
