// MDN HTTP Observatory, run by its own package (@mdn/mdn-http-observatory) against (1) the
// production server `npm start` runs, over plain HTTP on this machine, and (2) the headers
// `dist/client/_headers` gives `/`, with the built index.html. Both must score at least
// `minimumScore` with the same grade.
//
// The package's `scan(hostname)` only reaches port 80/443, so this calls its retriever with
// our port and then runs its analyzers and its grader exactly as `scan` does, leaving out the
// two tests that need HTTPS (a local server has no TLS certificate):
//   - strict-transport-security: it reads the header from the HTTPS response only;
//   - redirection: it requires HTTP to redirect to HTTPS.
// Our HSTS header itself is checked by tests/build-checks/delivery-files.desktop.spec.ts.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ALL_RESULTS, ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js'
import { Requests } from '@mdn/mdn-http-observatory/src/types.js'
import { headersFor, hostDefaultCaching, parseHeadersFile } from '../../renderer/server/hostRules.mjs'

export const minimumScore = 130
/** The tests that need an HTTPS response; see above. */
export const httpsOnlyTests = ['strict-transport-security', 'redirection']

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client')
const origin = 'https://www.tensorwright.example'

/**
 * The package's scoring (src/scanner/index.js), over the tests that can run.
 * @param {Requests} requests
 */
export function grade(requests) {
  // ALL_RESULTS names the test at the same index of ALL_TESTS.
  const results = ALL_TESTS.filter((_, index) => !httpsOnlyTests.includes(ALL_RESULTS[index]?.name ?? '')).map((test) => test(requests))
  let withExtraCredit = 100
  let uncurved = 100
  for (const result of results) {
    if (!result.result) continue
    const modifier = getScoreModifier(result.result)
    withExtraCredit += modifier
    if (modifier < 0) uncurved += modifier
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
  const failed = results.filter((result) => !result.pass).map((result) => `${/** @type {any} */ (result.constructor).name}: ${result.result}`)
  return { score, grade, testsRun: results.length, failed }
}

/** What `_headers` gives `/`, with the built home page, as the retriever would have recorded it. */
export function requestsFromHeadersFile() {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8')
  const headers = Object.fromEntries(headersFor(parseHeadersFile(readFileSync(join(clientDir, '_headers'), 'utf8')), '/'))
  headers['cache-control'] ??= hostDefaultCaching
  headers['content-type'] = 'text/html; charset=utf-8'
  const requests = new Requests(new URL(origin).hostname)
  const response = /** @type {any} */ ({ status: 200, statusText: 'OK', headers, data: html, verified: true, httpEquiv: parseHttpEquivHeaders(html, `${origin}/`) })
  requests.responses.auto = response
  requests.resources.path = html
  requests.session = /** @type {any} */ ({ url: new URL(`${origin}/`) })
  return requests
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Starts `node renderer/server/serve.mjs` (what `npm start` runs after the build) and retrieves `/` from it. */
async function requestsFromServer() {
  const port = await freePort()
  const server = spawn(process.execPath, ['renderer/server/serve.mjs', '--port', String(port)], { cwd: join(import.meta.dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    await new Promise((resolve, reject) => {
      server.stdout.once('data', resolve)
      server.once('exit', (code) => reject(new Error(`renderer/server/serve.mjs exited with ${code}`)))
    })
    // The HTTPS attempt goes to the same plain-HTTP port and fails, as it would on any server without TLS.
    return await retrieve('127.0.0.1', /** @type {any} */ ({ httpPort: port, httpsPort: port }))
  } finally {
    server.kill()
  }
}

async function main() {
  const scans = [
    { name: 'npm start (renderer/server/serve.mjs)', ...grade(await requestsFromServer()) },
    { name: 'dist/client/_headers', ...grade(requestsFromHeadersFile()) },
  ]
  let ok = true
  for (const { name, score, grade: letter, testsRun, failed } of scans) {
    console.log(`observatory: ${name}: score ${score}, grade ${letter} (${testsRun} tests; left out, HTTPS only: ${httpsOnlyTests.join(', ')})`)
    for (const failure of failed) console.log(`  failed: ${failure}`)
    if (score < minimumScore || failed.length > 0) ok = false
  }
  if (scans[0]?.grade !== scans[1]?.grade) ok = false
  if (!ok) {
    console.error(`observatory: every scan must pass every test, score at least ${minimumScore} and share one grade`)
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
