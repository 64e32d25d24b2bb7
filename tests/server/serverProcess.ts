// Starts a server script (renderer/server/serve.mjs, or the planted copy) in its own process on a free port, so a
// crash stops that process and not the test run, and reports how and when it ended.
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

const projectRoot = join(import.meta.dirname, '..', '..')
const startTimeoutMs = 15_000

export interface ServerProcess {
  origin: string
  port: number
  child: ChildProcess
  /** What the server wrote to stderr so far: its log. */
  log(): string
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGTERM, then SIGKILL if it is still running 10 s later; resolves once it has ended. */
  stop(): Promise<void>
}

export async function startServer(dir: string, script = 'renderer/server/serve.mjs'): Promise<ServerProcess> {
  const child = spawn(process.execPath, [script, '--dir', dir, '--port', '0'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = ''
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${startTimeoutMs} ms:\n${stderr}`)), startTimeoutMs)
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const found = /http:\/\/localhost:(\d+)/.exec(stdout)
      if (!found) return
      clearTimeout(timer)
      resolve(Number(found[1]))
    })
    void exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`${script} exited with ${code} before it listened:\n${stderr}`))
    })
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    log: () => stderr,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(killer)
    },
  }
}
