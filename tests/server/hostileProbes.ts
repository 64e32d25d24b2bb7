// The hostile client: requests a visitor could send to do harm (bad ranges, private files under other spellings, every
// method, oversized headers, abandoned connections), each with the answer RFC 9110 and the delivery guide
// (renderer/server/README.md) call for. A probe returns what it found wrong, never throws, so the same list runs in
// the suite (every probe must find nothing) and in its self-test (against a server with the original crash, where
// they must not). After each probe the runner checks the server still answers `/`. Every load is bounded in count,
// and every request and connection in time.
import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { headersFor, parseHeadersFile } from '../../renderer/server/hostRules.mjs'
import { exchangeBytes, fetchRaw } from './exchange'
import { secretMarker, type SiteFixture } from './siteFixture'

export interface Probe {
  name: string
  run(origin: string): Promise<string[]>
}

const brotli = { 'accept-encoding': 'br' }

/** Whatever a probe found wrong, the server still answering `/` included. */
export async function runProbe(origin: string, probe: Probe): Promise<string[]> {
  let found: string[]
  try {
    found = await probe.run(origin)
  } catch (error) {
    found = [`${probe.name}: ${(error as Error).message}`]
  }
  try {
    const home = await fetchRaw(origin, { target: '/' })
    if (home.status !== 200) found.push(`after ${probe.name}: / answered ${home.status}`)
  } catch (error) {
    found.push(`after ${probe.name}: the server no longer answers / (${(error as Error).message})`)
  }
  return found
}

export function hostileProbes(fixture: SiteFixture): Probe[] {
  const rules = parseHeadersFile(readFileSync(join(fixture.root, '_headers'), 'utf8'))
  const policyFor = (path: string) => headersFor(rules, path).get('content-security-policy')
  const robots = fixture.robots
  const length = robots.length
  const homeBrotli = readFileSync(join(fixture.root, 'index.html.br'))

  /** Exactly one Content-Security-Policy, the one `_headers` gives `path`. */
  const onePolicy = (what: string, answer: { headerLines: [string, string][] }, path = '/') => {
    const policies = answer.headerLines.filter(([name]) => name === 'content-security-policy').map(([, value]) => value)
    if (policies.length !== 1) return `${what}: ${policies.length} Content-Security-Policy headers`
    if (policies[0] !== policyFor(path)) return `${what}: not the policy _headers gives ${path}`
    return undefined
  }
  const found = (...checks: (string | undefined | false)[]) => checks.filter((check): check is string => typeof check === 'string')

  /** The private file was not sent: the 404 page, uncacheable, with one policy. */
  const notServed = (target: string): Probe => ({
    name: `GET ${target.length > 60 ? `${target.slice(0, 40)}… (${target.length} characters)` : target} is a 404`,
    async run(origin) {
      const answer = await fetchRaw(origin, { target })
      return found(
        answer.status !== 404 && `${target} answered ${answer.status}`,
        answer.body.includes(secretMarker) && `${target} sent a private file`,
        answer.body.includes('root:x:0:0') && `${target} sent /etc/passwd`,
        answer.headers['cache-control'] !== 'no-store' && `${target}: a 404 with Cache-Control ${answer.headers['cache-control']}`,
        onePolicy(target, answer),
      )
    },
  })

  /** An answer to `Range: <range>` on /robots.txt: exactly the bytes asked for, or one of the answers RFC 9110 allows. */
  const rangeProbe = (range: string, expected: 'whole' | 'unsatisfiable' | 'ignore-or-reject' | { start: number; end: number }): Probe => ({
    name: `Range: ${range.length > 60 ? `${range.slice(0, 60)}…` : range}`,
    async run(origin) {
      const answer = await fetchRaw(origin, { target: '/robots.txt', headers: { range } })
      const what = `Range ${range.slice(0, 60)}`
      const isWhole = answer.status === 200 && answer.body.equals(robots)
      const isRejected = answer.status === 416 && answer.headers['content-range'] === `bytes */${length}`
      const wanted = expected === 'whole' ? { start: 0, end: length - 1 } : expected
      if (typeof wanted === 'object') {
        return found(
          answer.status !== 206 && `${what}: ${answer.status}, not 206`,
          answer.headers['content-range'] !== `bytes ${wanted.start}-${wanted.end}/${length}` && `${what}: Content-Range ${answer.headers['content-range']}`,
          !answer.body.equals(robots.subarray(wanted.start, wanted.end + 1)) && `${what}: not the bytes asked for`,
          onePolicy(what, answer),
        )
      }
      if (expected === 'unsatisfiable') return found(!isRejected && `${what}: ${answer.status} ${answer.headers['content-range'] ?? ''}, not 416 with bytes */${length}`, onePolicy(what, answer))
      return found(!isWhole && !isRejected && `${what}: ${answer.status}, neither the whole file nor a 416`, onePolicy(what, answer))
    },
  })

  /** `count` connections that each send `opening`, are held for `holdMs` while `/` must still answer, then dropped. */
  const heldConnections = (name: string, count: number, opening: string, holdMs: number): Probe => ({
    name,
    async run(origin) {
      const { port, hostname } = new URL(origin)
      const sockets: Socket[] = []
      try {
        for (let index = 0; index < count; index++) {
          const socket = connect(Number(port), hostname)
          socket.on('error', () => {})
          socket.write(opening)
          sockets.push(socket)
        }
        await new Promise((resolve) => setTimeout(resolve, holdMs))
        const home = await fetchRaw(origin, { target: '/' })
        return found(home.status !== 200 && `${name}: / answered ${home.status} while they were held`)
      } finally {
        for (const socket of sockets) socket.destroy()
      }
    },
  })

  /** `count` downloads of a large file, each dropped after its first chunk. */
  const droppedDownloads = (count: number): Probe => ({
    name: `${count} downloads dropped mid-response`,
    async run(origin) {
      const { port, hostname } = new URL(origin)
      for (let index = 0; index < count; index++) {
        await new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), hostname)
          const timer = setTimeout(() => reject(new Error('no first chunk within 5 s')), 5_000)
          socket.on('error', () => {})
          socket.once('data', () => {
            clearTimeout(timer)
            socket.destroy()
            resolve()
          })
          socket.write(`GET /downloads/large.bin HTTP/1.1\r\nHost: x\r\n${index % 2 ? 'Range: bytes=1000-\r\n' : ''}\r\n`)
        })
      }
      return []
    },
  })

  const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'PURGE']

  return [
    // Issue 47's crash, both forms, and the rest of RFC 9110 §14.
    rangeProbe('bytes=5-4', 'ignore-or-reject'),
    rangeProbe('bytes=0-18446744073709551615', 'whole'),
    rangeProbe('bytes=0-0', { start: 0, end: 0 }),
    rangeProbe('bytes=-5', { start: length - 5, end: length - 1 }),
    rangeProbe('bytes=10-', { start: 10, end: length - 1 }),
    rangeProbe(`bytes=-${length * 1000}`, 'whole'),
    rangeProbe('bytes=-99999999999999999999999', 'whole'),
    rangeProbe(`bytes=0-${'9'.repeat(400)}`, 'whole'),
    rangeProbe('bytes=-0', 'unsatisfiable'),
    rangeProbe(`bytes=${length}-`, 'unsatisfiable'),
    rangeProbe(`bytes=${length + 5}-${length + 10}`, 'unsatisfiable'),
    rangeProbe('bytes=abc', 'ignore-or-reject'),
    rangeProbe('bytes=-', 'ignore-or-reject'),
    rangeProbe('bytes=--5', 'ignore-or-reject'),
    rangeProbe('bytes=1-2-3', 'ignore-or-reject'),
    rangeProbe('bytes=0x10-0x20', 'ignore-or-reject'),
    rangeProbe('bytes=-5-', 'ignore-or-reject'),
    rangeProbe('bytes=', 'ignore-or-reject'),
    {
      name: 'Range with several ranges: the whole file (RFC 9110 §14.2)',
      async run(origin) {
        const answers = await Promise.all(['bytes=0-1,3-4', `bytes=${'0-0,'.repeat(2000)}9-9`, 'bytes=0-4,-5,10-'].map((range) => fetchRaw(origin, { target: '/robots.txt', headers: { range } })))
        return answers.flatMap((answer, index) => found(!(answer.status === 200 && answer.body.equals(robots)) && `several ranges #${index}: ${answer.status}`, onePolicy('several ranges', answer)))
      },
    },
    {
      name: 'Range in another unit or with a stale If-Range: the whole file',
      async run(origin) {
        const units = await fetchRaw(origin, { target: '/robots.txt', headers: { range: 'items=0-5' } })
        const stale = await fetchRaw(origin, { target: '/robots.txt', headers: { range: 'bytes=0-4', 'if-range': '"not-the-etag"' } })
        return found(!units.body.equals(robots) && `items=0-5 answered ${units.status}`, !stale.body.equals(robots) && `a stale If-Range answered ${stale.status}`)
      },
    },
    {
      name: 'Range on a precompressed page: bytes of the brotli copy sent',
      async run(origin) {
        const answer = await fetchRaw(origin, { target: '/', headers: { ...brotli, range: 'bytes=0-9' } })
        return found(
          answer.status !== 206 && `answered ${answer.status}`,
          answer.headers['content-encoding'] !== 'br' && `Content-Encoding ${answer.headers['content-encoding']}`,
          !answer.body.equals(homeBrotli.subarray(0, 10)) && 'not the first 10 bytes of index.html.br',
        )
      },
    },

    // Private files, however spelled; the site's own files only.
    ...[
      '/_headers',
      '/_headers/',
      '/_HEADERS',
      '/%5Fheaders',
      '/%5fheaders',
      '/_header%73',
      '/%5F%68%65%61%64%65%72%73',
      '/_redirects',
      '/_redirects/',
      '/%5fredirects',
      '/_redirects.gz',
      '//_headers',
      '/./_headers',
      '/assets/../_headers',
      '/assets/%2e%2e/_headers',
      '/assets%2f..%2f_headers',
      '/.git/config',
      '/.git/',
      '/%2egit/config',
      '/.env',
      '/assets/.cache/state.json',
      '/..%2f..%2f..%2f..%2fetc/passwd',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/..%5c..%5cetc%5cpasswd',
      '/robots.txt%00.html',
      '/robots.txt/',
      '/%zz',
      '//',
      '///',
      `/${'a/'.repeat(1500)}`,
    ].map(notServed),
    {
      name: 'Targets that name no path: the 404 page, one policy',
      async run(origin) {
        const star = await exchangeBytes(origin, 'GET * HTTP/1.1\r\nHost: x\r\n\r\n')
        const absolute = await exchangeBytes(origin, 'GET http://elsewhere.example/_headers HTTP/1.1\r\nHost: x\r\n\r\n')
        const nul = await exchangeBytes(origin, 'GET /_headers\0 HTTP/1.1\r\nHost: x\r\n\r\n')
        return [star, absolute, nul].flatMap((answer, index) =>
          found(!/^HTTP\/1\.1 (400|404) /.test(answer.statusLine) && `target #${index}: ${answer.statusLine}`, onePolicy(`target #${index}`, answer)),
        )
      },
    },

    // Every method.
    ...methods.map(
      (method): Probe => ({
        name: `${method} / is a 405`,
        async run(origin) {
          const answer = await fetchRaw(origin, { method, target: '/', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"a":1}') })
          return found(answer.status !== 405 && `${method} answered ${answer.status}`, answer.headers.allow !== 'GET, HEAD' && `${method}: Allow ${answer.headers.allow}`, onePolicy(method, answer))
        },
      }),
    ),
    {
      name: 'POST with a 4 MB body is a 405, sent without reading the body',
      async run(origin) {
        const body = Buffer.alloc(4 * 1024 * 1024, 97)
        const answer = await exchangeBytes(origin, Buffer.concat([Buffer.from(`POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n`), body]))
        return found(!answer.statusLine.startsWith('HTTP/1.1 405 ') && `answered ${answer.statusLine}`, onePolicy('POST', answer))
      },
    },
    {
      name: 'Methods the parser refuses, and CONNECT',
      async run(origin) {
        const brew = await exchangeBytes(origin, 'BREW / HTTP/1.1\r\nHost: x\r\n\r\n')
        await exchangeBytes(origin, 'CONNECT elsewhere.example:443 HTTP/1.1\r\nHost: elsewhere.example:443\r\n\r\n', 1_000)
        return found(!brew.statusLine.startsWith('HTTP/1.1 400 ') && `BREW: ${brew.statusLine}`, onePolicy('BREW', brew))
      },
    },
    {
      name: 'HEAD / has the headers of GET / and no body',
      async run(origin) {
        const [head, get] = await Promise.all([fetchRaw(origin, { method: 'HEAD', target: '/', headers: brotli }), fetchRaw(origin, { target: '/', headers: brotli })])
        return found(head.status !== 200 && `answered ${head.status}`, head.body.length > 0 && 'a body', head.headers['content-length'] !== get.headers['content-length'] && 'another Content-Length', onePolicy('HEAD', head))
      },
    },

    // Headers.
    {
      name: 'A 20 KB header is a 431',
      async run(origin) {
        const answer = await exchangeBytes(origin, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
        return found(!answer.statusLine.startsWith('HTTP/1.1 431 ') && answer.statusLine, onePolicy('431', answer))
      },
    },
    {
      name: 'No Host, a control character, a smuggling pair of lengths: 400',
      async run(origin) {
        const answers = await Promise.all([
          exchangeBytes(origin, 'GET / HTTP/1.1\r\n\r\n'),
          exchangeBytes(origin, 'GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\x01b\r\n\r\n'),
          exchangeBytes(origin, 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'),
        ])
        return answers.flatMap((answer, index) => found(!answer.statusLine.startsWith('HTTP/1.1 400 ') && `#${index}: ${answer.statusLine}`, onePolicy(`400 #${index}`, answer)))
      },
    },
    {
      name: 'Conditional requests: 304 with the 200s validators, caching and policy; 412 for a failed If-Match',
      async run(origin) {
        const page = await fetchRaw(origin, { target: '/', headers: brotli })
        const etag = page.headers.etag ?? ''
        const revalidated = await fetchRaw(origin, { target: '/', headers: { ...brotli, 'if-none-match': etag } })
        const anyTag = await fetchRaw(origin, { target: '/', headers: { ...brotli, 'if-none-match': '*' } })
        const failed = await fetchRaw(origin, { target: '/', headers: { 'if-match': '"not-it"' } })
        const garbage = await fetchRaw(origin, { target: '/', headers: { 'if-modified-since': 'yesterday-ish' } })
        const same = ['etag', 'cache-control', 'vary', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']
        return found(
          revalidated.status !== 304 && `If-None-Match answered ${revalidated.status}`,
          revalidated.body.length > 0 && 'a 304 with a body',
          ...same.map((name) => revalidated.headers[name] !== page.headers[name] && `the 304's ${name} is ${revalidated.headers[name]}, the 200's ${page.headers[name]}`),
          onePolicy('304', revalidated),
          anyTag.status !== 304 && `If-None-Match: * answered ${anyTag.status}`,
          failed.status !== 412 && `a failed If-Match answered ${failed.status}`,
          onePolicy('412', failed),
          garbage.status !== 200 && `an unreadable If-Modified-Since answered ${garbage.status}`,
        )
      },
    },

    // Loads, each bounded.
    droppedDownloads(30),
    heldConnections('50 connections that never finish their headers', 50, 'GET / HTTP/1.1\r\nHost: x\r\n', 1_000),
    heldConnections('50 connections that send a request and never read', 50, 'GET /downloads/large.bin HTTP/1.1\r\nHost: x\r\n\r\n', 500),
    heldConnections('30 connections that promise a body and never send it', 30, 'PUT / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nab', 500),
    {
      name: '50 pipelined requests on one connection are all answered',
      async run(origin) {
        const { port, hostname } = new URL(origin)
        const answered = await new Promise<number>((resolve) => {
          const socket = connect(Number(port), hostname)
          let text = ''
          const timer = setTimeout(() => finish(), 5_000)
          const finish = () => {
            clearTimeout(timer)
            socket.destroy()
            resolve(text.split('HTTP/1.1 200 OK').length - 1)
          }
          socket.on('error', finish)
          socket.on('data', (chunk: Buffer) => {
            text += chunk.toString('latin1')
            if (text.split('HTTP/1.1 200 OK').length - 1 === 50) finish()
          })
          socket.write('GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(50))
        })
        return found(answered !== 50 && `${answered} of 50 answered`)
      },
    },
    {
      name: '300 made-up paths, 20 at a time: 404s',
      async run(origin) {
        const problems: string[] = []
        for (let batch = 0; batch < 15; batch++) {
          const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => fetchRaw(origin, { target: `/assets/entries/nope-${batch}-${index}.js` })))
          for (const answer of answers) if (answer.status !== 404 || answer.headers['cache-control'] !== 'no-store') problems.push(`answered ${answer.status}, ${answer.headers['cache-control']}`)
        }
        return problems.slice(0, 3)
      },
    },
  ]
}
