// Two ways to talk to a server under test: `fetchRaw` sends a request Node's HTTP client can still express (any
// method, any target Node accepts, any header), on its own connection; `exchangeBytes` writes bytes no client would
// send (a NUL, no Host, a method the parser refuses) and reads the head of whatever comes back. Both give up after
// `timeoutMs`, so no probe can hang the suite.
import { request } from 'node:http'
import { connect } from 'node:net'

export interface Answer {
  status: number
  /** Every header line as received, duplicates kept, names in lower case. */
  headerLines: [name: string, value: string][]
  /** The headers by name; a repeated one joined with ", " as Node joins it. */
  headers: Record<string, string>
  body: Buffer
}

export interface RawRequest {
  method?: string
  target: string
  headers?: Record<string, string>
  body?: Buffer
  timeoutMs?: number
}

const defaultTimeoutMs = 5_000

export function fetchRaw(origin: string, { method = 'GET', target, headers = {}, body, timeoutMs = defaultTimeoutMs }: RawRequest): Promise<Answer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    // A body goes with its length: Node sends DELETE, OPTIONS or TRACE bodies with neither length nor chunks otherwise.
    const framing = body ? { 'content-length': String(body.length) } : {}
    const outgoing = request({ host: hostname, port, method, path: target, headers: { ...framing, ...headers }, agent: false, timeout: timeoutMs }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        const headerLines: [string, string][] = []
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          headerLines.push([(incoming.rawHeaders[index] ?? '').toLowerCase(), incoming.rawHeaders[index + 1] ?? ''])
        }
        const joined = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]))
        resolve({ status: incoming.statusCode ?? 0, headerLines, headers: joined, body: Buffer.concat(chunks) })
      })
      incoming.on('error', reject)
    })
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no complete answer to ${method} ${target} within ${timeoutMs} ms`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** The status line and header lines of the answer to `bytes`, read until the server closes or `timeoutMs` passes. */
export function exchangeBytes(origin: string, bytes: Buffer | string, timeoutMs = defaultTimeoutMs): Promise<{ statusLine: string; headerLines: [string, string][] }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    const finish = () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('latin1')
      const [statusLine = '', ...lines] = text.slice(0, text.indexOf('\r\n\r\n') === -1 ? undefined : text.indexOf('\r\n\r\n')).split('\r\n')
      const headerLines = lines.map((line): [string, string] => {
        const separator = line.indexOf(':')
        return [line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim()]
      })
      resolve({ statusLine, headerLines: statusLine === '' ? [] : headerLines })
    }
    const timer = setTimeout(() => {
      socket.destroy()
      finish()
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      // One answer is enough: its head is complete and the server keeps the connection open for more.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) socket.end()
    })
    socket.on('close', finish)
    // A server may close a connection whose request it will not read to the end; what it answered first still counts.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)))
    socket.write(bytes)
  })
}

export const headerCount = (headerLines: readonly [string, string][], name: string) => headerLines.filter(([line]) => line === name).length
