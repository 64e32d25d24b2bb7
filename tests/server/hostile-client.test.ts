// The production server (renderer/server/serve.mjs) against a hostile client, on a small fixture site so it needs no
// build: no request stops it, every answer carries exactly one policy, the one of its path, files that change under
// it are served as they are now, and it shuts down as a container platform expects. The self-test at the end plants
// issue 47's crash back and shows the probes catch it. How the server behaves and why: renderer/server/README.md.
import { readFileSync, renameSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { immutableCaching, revalidateCaching } from '../../renderer/generate/headers'
import { headersFor, parseHeadersFile } from '../../renderer/server/hostRules.mjs'
import { exchangeBytes, fetchRaw, headerCount } from './exchange'
import { hostileProbes, runProbe } from './hostileProbes'
import { type ServerProcess, startServer } from './serverProcess'
import { ownPolicy, siteFixture } from './siteFixture'

const fixture = siteFixture()
const rules = parseHeadersFile(readFileSync(join(fixture.root, '_headers'), 'utf8'))
const policyOf = (path: string) => headersFor(rules, path).get('content-security-policy')
let server: ServerProcess

beforeAll(async () => {
  server = await startServer(fixture.root)
})

afterAll(async () => {
  await server?.stop()
  fixture.discard()
})

describe('a hostile client', () => {
  for (const probe of hostileProbes(fixture)) {
    test(probe.name, async () => {
      expect(await runProbe(server.origin, probe)).toEqual([])
    })
  }
})

describe('every answer carries exactly one Content-Security-Policy, chosen by its path', () => {
  const site = policyOf('/')
  const own = policyOf('/own/worker.js')

  test('the test-only path has a policy of its own, other than the site-wide one', () => {
    expect(own).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(own).not.toBe(site)
    expect(ownPolicy.path).toBe('/own/*')
  })

  test.each([
    ['a page', 'GET', '/', {}, 200, '/'],
    ['a page by its directory', 'GET', '/about', {}, 200, '/'],
    ['an asset', 'GET', '/assets/entries/app.Abc12345.js', {}, 200, '/'],
    ['a file under a path with its own policy', 'GET', '/own/worker.js', {}, 200, '/own/worker.js'],
    ['a 404 under a path with its own policy', 'GET', '/own/missing.js', {}, 404, '/own/missing.js'],
    ['a part of a file', 'GET', '/robots.txt', { range: 'bytes=0-3' }, 206, '/'],
    ['an unsatisfiable range', 'GET', '/robots.txt', { range: 'bytes=9999-' }, 416, '/'],
    ['a missing page', 'GET', '/no-such-page', {}, 404, '/'],
    ['a missing hashed asset', 'GET', '/assets/entries/nope.Abc12345.js', {}, 404, '/'],
    ['a method other than GET and HEAD', 'POST', '/', {}, 405, '/'],
    ['a legacy path', 'GET', '/the-future-of-ai-governance', {}, 301, '/'],
    ['a fault', 'GET', '/loop', {}, 500, '/'],
  ] as const)('%s', async (_kind, method, target, headers, status, policyPath) => {
    const answer = await fetchRaw(server.origin, { method, target, headers })
    expect(answer.status).toBe(status)
    expect(headerCount(answer.headerLines, 'content-security-policy')).toBe(1)
    expect(answer.headers['content-security-policy']).toBe(policyOf(policyPath))
  })

  test('a 304', async () => {
    const { headers } = await fetchRaw(server.origin, { target: '/' })
    const answer = await fetchRaw(server.origin, { target: '/', headers: { 'if-none-match': headers.etag ?? '' } })
    expect(answer.status).toBe(304)
    expect(headerCount(answer.headerLines, 'content-security-policy')).toBe(1)
    expect(answer.headers['content-security-policy']).toBe(site)
  })

  test('answers Node makes before any route: 400 and 431', async () => {
    for (const bytes of ['GET / HTTP/1.1\r\n\r\n', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]) {
      const answer = await exchangeBytes(server.origin, bytes)
      expect(answer.statusLine).toMatch(/^HTTP\/1\.1 4(00|31) /)
      expect(answer.headerLines.filter(([name]) => name === 'content-security-policy')).toEqual([['content-security-policy', site]])
    }
  })
})

describe('caching', () => {
  test.each([
    ['a page revalidates', '/', 200, revalidateCaching],
    ['a hashed asset is immutable', '/assets/entries/app.Abc12345.js', 200, immutableCaching],
    ['a missing hashed asset is never stored', '/assets/entries/nope.Abc12345.js', 404, 'no-store'],
    ['a missing page is never stored', '/no-such-page', 404, 'no-store'],
    ['a fault is never stored', '/loop', 500, 'no-store'],
  ])('%s', async (_case, target, status, caching) => {
    const answer = await fetchRaw(server.origin, { target })
    expect(answer.status).toBe(status)
    expect(answer.headers['cache-control']).toBe(caching)
  })

  test.each([
    ['an unsatisfiable range', { range: 'bytes=999999-' }, 416],
    ['a failed precondition', { 'if-match': '"not-it"' }, 412],
  ])('%s under /assets/ is never stored', async (_case, headers, status) => {
    const answer = await fetchRaw(server.origin, { target: '/assets/entries/app.Abc12345.js', headers })
    expect(answer.status).toBe(status)
    expect(answer.headers['cache-control']).toBe('no-store')
  })
})

describe('a fault', () => {
  test('is a 500 with a log line, and the server carries on', async () => {
    const answer = await fetchRaw(server.origin, { target: '/loop' })
    expect(answer.status).toBe(500)
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.body.toString()).toBe('Internal Server Error\n')
    await expect.poll(() => server.log()).toMatch(/request failed/)
    expect(server.log()).toMatch(/ELOOP/)
    expect((await fetchRaw(server.origin, { target: '/' })).status).toBe(200)
  })
})

describe('files that change under the running server', () => {
  test('a file removed since start is a 404 at once', async () => {
    expect((await fetchRaw(server.origin, { target: '/about' })).status).toBe(200)
    const page = readFileSync(join(fixture.root, 'about', 'index.html'))
    for (const file of ['index.html', 'index.html.br', 'index.html.gz']) fixture.remove(`about/${file}`)
    try {
      for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) expect((await fetchRaw(server.origin, { target: '/about', headers })).status).toBe(404)
    } finally {
      fixture.write('about/index.html', page)
    }
  })

  test('a file added since start is served within a second', async () => {
    fixture.write('added/index.html', '<!doctype html><title>Added</title>')
    await expect.poll(async () => (await fetchRaw(server.origin, { target: '/added/' })).status, { timeout: 3_000, interval: 200 }).toBe(200)
    expect((await fetchRaw(server.origin, { target: '/added' })).body.toString()).toContain('Added')
  })

  test('a page replaced and removed over and over while it is requested is a 200 or a 404, never a fault', async () => {
    const deadline = Date.now() + 1_000
    let generation = 0
    const churn = (async () => {
      while (Date.now() < deadline) {
        fixture.write('churn/next.html', `<!doctype html><title>${generation++}</title>`)
        // A deploy tool swaps files in whole (rename) or deletes them; both, in turn.
        renameSync(join(fixture.root, 'churn', 'next.html'), join(fixture.root, 'churn', 'index.html'))
        await new Promise((resolve) => setTimeout(resolve, 2))
        fixture.remove('churn/index.html')
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    })()
    const statuses = new Set<number>()
    const clients = Array.from({ length: 4 }, async () => {
      while (Date.now() < deadline) statuses.add((await fetchRaw(server.origin, { target: '/churn/' })).status)
    })
    await Promise.all([churn, ...clients])
    expect([...statuses].filter((status) => status !== 200 && status !== 404)).toEqual([])
    expect(server.child.exitCode).toBeNull()
  })
})

describe('shutdown on SIGTERM', () => {
  test('stops accepting, closes idle connections, finishes what it is sending, then exits', { timeout: 20_000 }, async () => {
    const stopping = await startServer(fixture.root)
    const { port } = stopping
    const opened = () => connect(port, '127.0.0.1').on('error', () => {})

    // An idle keep-alive connection: one answer read in full.
    const idle = opened()
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()))
    idle.write('GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => idle.once('data', resolve))

    // A download the client stops reading, so the server is still sending when the signal comes.
    const download = opened()
    let received = 0
    download.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received - chunk.length === 0) download.pause()
    })
    const downloadEnded = new Promise<void>((resolve) => download.once('end', () => resolve()))
    download.write('GET /downloads/large.bin HTTP/1.1\r\nHost: x\r\n\r\n')
    await expect.poll(() => download.isPaused()).toBe(true)

    const signalledAt = Date.now()
    stopping.child.kill('SIGTERM')
    await idleClosed
    await expect
      .poll(() => new Promise((resolve) => connect(port, '127.0.0.1').once('connect', () => resolve('accepted')).once('error', (error: NodeJS.ErrnoException) => resolve(error.code))))
      .toBe('ECONNREFUSED')
    expect(stopping.child.exitCode).toBeNull()

    download.resume()
    await downloadEnded
    expect(received).toBeGreaterThan(fixture.large.length)
    const { code } = await stopping.exited
    expect(code).toBe(0)
    expect(Date.now() - signalledAt).toBeLessThan(10_000)
  })
})

describe('self-test', () => {
  test('the probes catch the original crash: an unguarded range stops a planted server', { timeout: 20_000 }, async () => {
    const planted = await startServer(fixture.root, 'tests/server/planted-range-crash.mjs')
    try {
      let caught: { probe: string; problems: string[] } | undefined
      for (const probe of hostileProbes(fixture)) {
        const problems = await runProbe(planted.origin, probe)
        if (problems.length === 0) continue
        caught = { probe: probe.name, problems }
        break
      }
      expect(caught?.probe).toBe('Range: bytes=5-4')
      expect(caught?.problems.join('\n')).toMatch(/no longer answers \//)
      expect((await planted.exited).code).not.toBe(0)
    } finally {
      await planted.stop()
    }
  })
})
