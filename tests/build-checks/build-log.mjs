// @ts-check
// `npm run build:checked`: runs `vike build` as `npm run build` does, passes its output through
// unchanged, and fails when any line of it is a warning, but for Vike's advisories about the choices
// listed in `deliberateWarnings`. Anything else is fixed, not listed.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const repoRoot = join(import.meta.dirname, '..', '..')

// Colour codes are on when the output is a terminal: read the plain text.
const ansiEscape = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/**
 * Vike's advisories against choices this site makes on purpose, by their words, each with the choice.
 * Vike has no setting that turns one off (its `assertWarning` is unconditional), so the check knows them by their
 * words: a Vike that rewords one fails this check, naming the line (README.md, "Upgrading").
 */
export const deliberateWarnings = [
  {
    message: "build.cssCodeSplit shouldn't be set to false",
    choice: 'vite.config.ts: one stylesheet, inlined into every page (renderer/generate/inlineStylesheetPlugin.ts)',
  },
  {
    message: '[injectFilter()] We recommend against not preloading JavaScript (',
    choice: "renderer/+onRenderHtml.tsx injectFilter: no page chunk is preloaded (renderer/README.md, 'Loading')",
  },
]

/**
 * The warning lines of a build log: Vike's and Vite's `[Warning]`/`warning:` tags, Rollup's `(!)`
 * marker, and any line that says `warn` or `warning` as a word (npm, Node, plugins), less Vike's
 * advisories about `deliberateWarnings`.
 * @param {string} log
 */
export function warningLines(log) {
  return log
    .replace(ansiEscape, '')
    .split(/\r?\n/)
    .filter((line) => /\bwarn(?:ing)?s?\b/i.test(line) || /^\s*\(!\)/.test(line))
    .filter((line) => !(line.includes('[vike]') && deliberateWarnings.some(({ message }) => line.includes(message))))
}

async function main() {
  const vike = join(repoRoot, 'node_modules', '.bin', 'vike')
  const build = spawn(vike, ['build'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  build.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    log += chunk
  })
  build.stderr.on('data', (chunk) => {
    process.stderr.write(chunk)
    log += chunk
  })
  const code = await new Promise((resolve) => build.on('close', resolve))
  if (code !== 0) process.exit(typeof code === 'number' ? code : 1)
  const warnings = warningLines(log)
  if (warnings.length > 0) {
    console.error(`\nbuild log: ${warnings.length} warning line(s); the build must print none:`)
    for (const line of warnings) console.error(`  ${line}`)
    process.exit(1)
  }
  console.log('build log: clean')
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
