// Shows that editing copy re-records no screenshot: in a scratch checkout of HEAD, it changes Home's headline, a post's
// title and the brand's name in content/, builds the site and the stories, and runs every screenshot suite against
// the committed baselines, as CI does (a missing or different picture fails). It prints what it changed and how the
// suites ended, and exits non-zero if a screenshot moved. About six minutes: run it by hand, or beside the audit.
//
//   TEST_PORT_BASE=5300 npm run check:copy-edits
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const repoRoot = join(import.meta.dirname, '..', '..')

/**
 * Each edit replaces a quoted string, the whole of it, wherever content/ holds it: a headline and a post title as
 * a marketer would change them, and the brand as the settings hold it (`'Tensorwright'` alone, so addresses and
 * slugs that contain the word stay as they are).
 */
export const copyEdits = [
  { what: "Home's headline", from: 'Weight-level control for the models you already run', to: "Weight-level control for the models you've already shipped" },
  { what: 'a post title', from: 'AI Risk Management for Defense Systems', to: 'Managing AI Risk in Defense Systems, Checkpoint by Checkpoint' },
  { what: 'the brand', from: 'Tensorwright', to: 'Quillmark' },
]

/** `source` with every quoted occurrence of `from` (in '…', "…" or `…` as a whole) replaced, and the count. */
export function replaceQuoted(source, from, to) {
  let count = 0
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const replaced = source.replace(new RegExp(`(['"\`])${escaped}\\1`, 'g'), (_, quote) => {
    count += 1
    return `${quote}${to.replaceAll(quote, `\\${quote}`)}${quote}`
  })
  // Markdown front matter and JSON hold a value unquoted or in double quotes: a YAML line `title: <from>` counts too.
  const yaml = replaced.replace(new RegExp(`^(\\s*[\\w-]+:\\s+)${escaped}\\s*$`, 'gm'), (_, key) => {
    count += 1
    return `${key}${to}`
  })
  return { source: yaml, count }
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile() && /\.(ts|json|md|ya?ml)$/.test(file) && !/\.test\.ts$/.test(file))
}

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}`)
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } })
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const scratch = mkdtempSync(join(tmpdir(), 'copy-edit-'))
  try {
    run('git', ['worktree', 'add', '--detach', scratch, 'HEAD'], repoRoot)
    // The installed packages, hard-linked (a symlink would send Ladle's relative paths back into this checkout), without
    // the build caches, which the scratch build writes afresh rather than through a shared file.
    run('cp', ['-al', join(repoRoot, 'node_modules'), join(scratch, 'node_modules')], repoRoot)
    rmSync(join(scratch, 'node_modules', '.cache'), { recursive: true, force: true })
    for (const { what, from, to } of copyEdits) {
      let total = 0
      for (const file of filesUnder(join(scratch, 'content'))) {
        const { source, count } = replaceQuoted(readFileSync(file, 'utf8'), from, to)
        if (count === 0) continue
        writeFileSync(file, source)
        total += count
        console.log(`${what}: ${relative(scratch, file)} (${count})`)
      }
      if (total === 0) throw new Error(`${what}: "${from}" is in no file of content/; update copyEdits in ${relative(repoRoot, import.meta.filename)}`)
    }
    run('npm', ['run', 'build'], scratch)
    run('npm', ['run', 'stories:build'], scratch)
    run('npx', ['playwright', 'test', '-c', 'tests', 'a11y/stories.spec.ts', 'visual/routes.spec.ts', 'visual/snapshot-tolerance', '--reporter=dot'], scratch)
    console.log('copy edits: every screenshot matched its baseline')
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', scratch], { cwd: repoRoot })
    rmSync(scratch, { recursive: true, force: true })
  }
}
