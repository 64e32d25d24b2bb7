// W3C Nu HTML Checker (the vnu-jar package, run on the system's Java) over every HTML file of
// the build: prints each error and the count, and fails on any. Warnings are printed, not failed.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import vnuJar from 'vnu-jar'

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client')
const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(clientDir, file))
if (files.length === 0) {
  console.error('validate:html: no HTML in dist/client: run `npm run build` first')
  process.exit(1)
}

// The JSON report goes to stderr, whatever the exit code (non-zero when there are errors).
const run = spawnSync('java', ['-jar', String(vnuJar), '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
if (!run.stderr.trim().startsWith('{')) throw new Error(`vnu did not report: ${run.error?.message ?? run.stderr}`)
/** @type {{ messages: { type: string, subType?: string, url: string, lastLine?: number, message: string }[] }} */
const report = JSON.parse(run.stderr)

const where = (/** @type {{ url: string, lastLine?: number }} */ { url, lastLine }) => `${url.replace(`file:${clientDir}/`, '')}:${lastLine ?? '?'}`
const errors = report.messages.filter((message) => message.type === 'error' || message.subType === 'fatal')
const warnings = report.messages.filter((message) => message.type === 'info' && message.subType === 'warning')
for (const message of errors) console.log(`  error ${where(message)}: ${message.message}`)
for (const message of warnings) console.log(`  warning ${where(message)}: ${message.message}`)
console.log(`validate:html: ${files.length} HTML files, ${errors.length} errors, ${warnings.length} warnings (W3C Nu HTML Checker)`)
if (errors.length > 0) process.exit(1)
