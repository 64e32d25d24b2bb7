// A small built site in a temporary folder, laid out as dist/client is, for the server suites: pages with their
// build-time .br and .gz copies, a hashed asset, the 404 page, the build's own `_headers` (renderer/generate/headers.ts,
// plus one test-only path with a policy of its own) and `_redirects`, and what must never be served: dot-files, and a
// symbolic link that loops, which no lookup can resolve (a fault, whoever runs the suite).
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { headerRules, headersFile, type OwnPolicy } from '../../renderer/generate/headers'
import { redirectsFile } from '../../renderer/generate/redirects'

/** A path with a Content-Security-Policy of its own, as a search worker's files would have. */
export const ownPolicy: OwnPolicy = { path: '/own/*', policy: (site) => ({ ...site, 'script-src': ["'self'", "'wasm-unsafe-eval'"] }) }

/** Text found in no answer: each file that must stay private carries it. */
export const secretMarker = 'FIXTURE-SECRET-7f3a'

const page = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>Filler to compress.</p>'.repeat(200)}</body></html>`

export interface SiteFixture {
  root: string
  /** Bytes of /robots.txt, which the range probes cut up. */
  robots: Buffer
  /** /downloads/large.bin: big enough to outlast every socket buffer while a client does not read. */
  large: Buffer
  write(path: string, content: string | Buffer): void
  remove(path: string): void
  /** Deletes the whole folder. */
  discard(): void
}

export function siteFixture(): SiteFixture {
  const root = mkdtempSync(join(tmpdir(), 'site-fixture-'))
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  const writePrecompressed = (path: string, content: string) => {
    write(path, content)
    write(`${path}.br`, brotliCompressSync(content))
    write(`${path}.gz`, gzipSync(content))
  }
  const robots = Buffer.from('User-agent: *\nAllow: /\nSitemap: https://www.example.com/sitemap.xml\n')
  const large = randomBytes(16 * 1024 * 1024)

  writePrecompressed('index.html', page('Home'))
  writePrecompressed('about/index.html', page('About'))
  writePrecompressed('404.html', page('Page not found'))
  write('robots.txt', robots)
  write('assets/entries/app.Abc12345.js', `console.log(${JSON.stringify('app '.repeat(400))})\n`)
  write('own/worker.js', 'self.onmessage = () => {}\n')
  write('downloads/large.bin', large)
  write('_headers', headersFile(headerRules({ scripts: ["'sha256-boot'"], styles: [] }, [ownPolicy])).replace('# Generated', `# ${secretMarker} Generated`))
  write('_redirects', `# ${secretMarker}\n${redirectsFile()}`)
  write('.git/config', `[core]\n\t# ${secretMarker}\n`)
  write('.env', `TOKEN=${secretMarker}\n`)
  write('assets/.cache/state.json', `{"secret":"${secretMarker}"}`)
  symlinkSync('loop', join(root, 'loop'))

  return {
    root,
    robots,
    large,
    write,
    remove: (path) => rmSync(join(root, path), { recursive: true, force: true }),
    discard: () => rmSync(root, { recursive: true, force: true }),
  }
}
