// @ts-check
// `npm start` / `npm run serve`: serves a built site (renderer/server/siteServer.mjs) on PORT/--port and HOST/--host,
// from --dir (dist/client by default), until SIGTERM or SIGINT. Its first line on stdout says it is listening; the
// scripts that start it (the budget, the bench, the Observatory, Playwright) wait for that line.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createSiteServer } from './siteServer.mjs'

/** A container platform sends SIGKILL 10 s after SIGTERM; whatever is still open by then is cut off before that. */
const shutdownDeadlineMs = 8_000
/** How often, while shutting down, connections that have finished their answer are closed. */
const idleSweepMs = 100

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

const app = createSiteServer({ root })
await app.listen({ port: Number(values.port), host: values.host })
const address = app.server.address()
console.log(`Serving ${root} at http://localhost:${typeof address === 'object' && address ? address.port : values.port}`)

/** Stops accepting, closes idle keep-alive connections, lets the answers being sent finish, then exits. */
async function shutDown() {
  setTimeout(() => {
    console.error(`Still sending after ${shutdownDeadlineMs / 1000} s; closing the remaining connections.`)
    process.exit(1)
  }, shutdownDeadlineMs).unref()
  // Closing the server closes the connections idle at that moment only; one that finishes its answer later would
  // otherwise stay open for its keep-alive time.
  const sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs)
  await app.close()
  clearInterval(sweep)
}
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, shutDown)
