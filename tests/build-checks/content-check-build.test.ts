// Issue 49: the build, not only the content check alone, stops on the planted mistakes and prints each of them with its
// file and field. The check runs in the build's first plugin hook, before anything is built, so a build of a broken
// copy of content/ ends within seconds and writes nothing.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { issueMistakes } from '../helpers/content-mistakes'

const projectRoot = join(import.meta.dirname, '..', '..')
const copy = mkdtempSync(join(tmpdir(), 'content-check-build-'))
// Were the check ever to let the build through, it would write here rather than over dist/.
const outDir = join('node_modules', '.cache', 'content-check-build')
// Vike's API, called from a file inside the project so that it resolves `vike` (it fails under `--eval`).
const buildScript = join(projectRoot, 'node_modules', '.cache', 'content-check-build.mjs')

afterAll(() => {
  rmSync(copy, { recursive: true, force: true })
  rmSync(join(projectRoot, outDir), { recursive: true, force: true })
  rmSync(buildScript, { force: true })
})

test('the build stops on the issue\'s planted mistakes, listing every one with its file and field', () => {
  cpSync(join(projectRoot, 'content'), copy, { recursive: true })
  for (const mistake of issueMistakes) mistake.plant(copy)
  // The build's own environment, not the test runner's: vite.config.ts leaves the build's plugins out under Vitest.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'))
  // `vike build` exits with 1 on a failed build; a rejected top-level await here would let Node exit with 0.
  // A fresh `npm ci` has no node_modules/.cache yet.
  mkdirSync(dirname(buildScript), { recursive: true })
  writeFileSync(
    buildScript,
    `import { build } from 'vike/api'\ntry {\n  await build({ viteConfig: { logLevel: 'warn', build: { outDir: ${JSON.stringify(outDir)} } } })\n} catch (error) {\n  console.error(error.message)\n  process.exit(1)\n}\n`,
  )
  const build = spawnSync(process.execPath, [buildScript], { cwd: projectRoot, env: { ...environment, CONTENT_ROOT: copy }, encoding: 'utf8' })
  const output = `${build.stdout}${build.stderr}`.replaceAll(`${copy}/`, '')
  expect(build.status, output).not.toBe(0)
  const expected = issueMistakes.flatMap((mistake) => mistake.reported)
  expect(output).toContain(`The content check found ${expected.length} problems.`)
  for (const line of expected) expect(output).toContain(`  ${line}\n`)
  expect(existsSync(join(projectRoot, outDir))).toBe(false)
}, 60_000)
