// Serves the pre-rendered production build the way a static host would:
// clean URLs with or without a trailing slash, the pre-rendered 404 page with
// status 404, the build's precompressed .br/.gz files (anything else is
// compressed on the fly), and year-long caching for hashed assets.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import compression from 'compression'
import polka from 'polka'
import sirv from 'sirv'

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
const notFoundPath = resolve(root, '404.html')
const notFoundHtml = existsSync(notFoundPath) ? readFileSync(notFoundPath) : Buffer.from('Not found')

/** Vite fingerprints everything under /assets/, so those files never change. */
const isHashedAsset = (pathname) => pathname.startsWith('/assets/')

/** sirv sends any .xml as text/xml; feed readers and validators expect the feeds' own types. */
const feedTypes = { 'rss.xml': 'application/rss+xml; charset=utf-8', 'atom.xml': 'application/atom+xml; charset=utf-8' }
const feedType = (pathname) => feedTypes[pathname.slice(pathname.lastIndexOf('/') + 1)]

const files = sirv(root, {
  extensions: ['html'],
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Cache-Control', isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate')
    if (feedType(pathname)) res.setHeader('Content-Type', feedType(pathname))
  },
})

polka({
  onNoMatch(req, res) {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(req.method === 'HEAD' ? undefined : notFoundHtml)
  },
})
  .use(compression())
  .use(files)
  .listen(Number(values.port), values.host, () => {
    console.log(`Serving ${root} at http://localhost:${values.port}`)
  })
