// @ts-check
// The production server with issue 47's crash planted back: a byte range handed unchecked to fs.createReadStream, as
// the old file server did, which throws outside any handler for `bytes=5-4` or `bytes=0-18446744073709551615` and
// stops the process. The hostile-client suite's self-test (hostile-client.test.ts) runs against it and must fail.
// Usage: node tests/server/planted-range-crash.mjs --dir <site> --port <port>
import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createSiteServer } from '../../renderer/server/siteServer.mjs'

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist/client' }, port: { type: 'string', default: '0' } } })
const root = values.dir ?? 'dist/client'
const app = createSiteServer({ root })
app.addHook('onRequest', async (request) => {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
  if (range) setImmediate(() => createReadStream(join(root, 'robots.txt'), { start: Number(range[1]), end: Number(range[2]) }).resume())
})
await app.listen({ port: Number(values.port), host: '127.0.0.1' })
const address = app.server.address()
console.log(`Serving ${root} with an unguarded range at http://localhost:${typeof address === 'object' && address ? address.port : values.port}`)
