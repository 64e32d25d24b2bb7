// W3C Nu HTML Checker (the vnu-jar package, run on the system's Java) over every HTML file of
// the build: prints each error and the count, and fails on any. Warnings are printed, not failed.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import vnuJar from 'vnu-jar'

/**
 * Errors the checker reports wrongly, each matched by its exact text. Every page inlines the site's stylesheet, so
 * the checker's CSS validator reads it on every page, and it does not know every property browsers implement.
 * Each entry must still match something, so one the site no longer needs fails the check until it is removed.
 */
export const knownFalseErrors = [
  {
    message: 'CSS: “line-clamp”: Property “line-clamp” doesn\'t exist.',
    why: 'CSS Overflow Module Level 4 defines line-clamp; design-system/styles/lineClamp.css.ts sets it beside -webkit-line-clamp',
  },
  {
    message: 'Bad value “combobox” for attribute “role” on element “input”.',
    why: 'ARIA in HTML permits role=combobox on <input type=search> without a list attribute; SearchPanel is the WAI-ARIA combobox pattern',
  },
  {
    message: 'Attribute “aria-expanded” not allowed on element “input” at this point.',
    why: 'the same input: aria-expanded is a required state of the combobox role, which the checker does not grant <input type=search>',
  },
]

/**
 * @typedef {{ type: string, subType?: string, url: string, lastLine?: number, message: string }} VnuMessage
 * @param {VnuMessage[]} messages the checker's report
 * @returns {{ errors: VnuMessage[], warnings: VnuMessage[], knownFalse: { message: string, why: string, count: number }[] }}
 */
export function sortMessages(messages) {
  const isError = (/** @type {VnuMessage} */ message) => message.type === 'error' || message.subType === 'fatal'
  const knownFalse = knownFalseErrors.map((known) => ({
    ...known,
    count: messages.filter((message) => isError(message) && message.message === known.message).length,
  }))
  return {
    errors: messages.filter((message) => isError(message) && !knownFalseErrors.some((known) => known.message === message.message)),
    warnings: messages.filter((message) => message.type === 'info' && message.subType === 'warning'),
    knownFalse,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
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
  /** @type {{ messages: VnuMessage[] }} */
  const report = JSON.parse(run.stderr)

  const where = (/** @type {VnuMessage} */ { url, lastLine }) => `${url.replace(`file:${clientDir}/`, '')}:${lastLine ?? '?'}`
  const { errors, warnings, knownFalse } = sortMessages(report.messages)
  for (const message of errors) console.log(`  error ${where(message)}: ${message.message}`)
  for (const message of warnings) console.log(`  warning ${where(message)}: ${message.message}`)
  for (const { message, why, count } of knownFalse) console.log(`  not counted: ${count} × ${message} (${why})`)
  const stale = knownFalse.filter(({ count }) => count === 0)
  for (const { message } of stale) console.log(`  stale: no page has "${message}" any more: remove it from knownFalseErrors`)
  const notCounted = knownFalse.reduce((total, { count }) => total + count, 0)
  console.log(
    `validate:html: ${files.length} HTML files, ${errors.length} errors, ${warnings.length} warnings, ${notCounted} known false errors not counted (W3C Nu HTML Checker)`,
  )
  if (errors.length > 0 || stale.length > 0) process.exit(1)
}
