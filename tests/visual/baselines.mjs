// Fails on a screenshot baseline that no test uses. Every test declares the baselines it compares with
// (`baselines(…)` in helpers/screenshots.ts, which expectScreenshot enforces), and `playwright test --list` lists
// every test with its declarations without running any, so the check holds however few tests the last run selected.
//
//   node tests/visual/baselines.mjs     (npm run check:baselines; after npm run stories:build, which the story
//                                        spec's listing reads)
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const repoRoot = join(import.meta.dirname, '..', '..')
const testDir = join(repoRoot, 'tests')
/** Where playwright.config.ts's snapshotPathTemplate puts baselines: `__screenshots__/<spec>/<project>/<name>.png`. */
export const screenshotsDir = join(testDir, '__screenshots__')
const baselineAnnotation = 'baseline'

/**
 * @typedef {{ type: string, description?: string }} Annotation
 * @typedef {{ projectName: string, annotations?: Annotation[] }} ListedTest
 * @typedef {{ file: string, specs?: { file: string, tests: ListedTest[] }[], suites?: ListedSuite[] }} ListedSuite
 * @typedef {{ suites: ListedSuite[] }} ListedReport
 */

/**
 * The baseline files the listed tests declare, as paths under `screenshotsDir` (`a11y/stories.spec.ts/desktop/x.png`).
 * A declaration counts in the projects the test runs in, so a desktop-only test's `mobile/…` would not.
 * @param {ListedReport} report Playwright's JSON report of `--list`
 */
export function declaredBaselines(report) {
  /** @type {Set<string>} */
  const declared = new Set()
  /** @param {ListedSuite} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const { projectName, annotations = [] } of spec.tests) {
        for (const { type, description = '' } of annotations) {
          if (type === baselineAnnotation && description.startsWith(`${projectName}/`)) declared.add(`${spec.file}/${description}`)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return declared
}

/** Every PNG under `dir`, as `/`-separated paths relative to it. */
export function baselineFiles(dir = screenshotsDir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.split(sep).join('/'))
    .sort()
}

/**
 * @param {Set<string>} declared
 * @param {string[]} files
 */
export function compareBaselines(declared, files) {
  const present = new Set(files)
  return {
    /** Files no test declares: delete them (git rm), or declare them in the test that should compare with them. */
    unused: files.filter((file) => !declared.has(file)),
    /** Declarations without a file yet: outside CI the next run writes them; on CI the test fails. */
    missing: [...declared].filter((file) => !present.has(file)).sort(),
  }
}

/** @returns {ListedReport} */
function listTests() {
  const output = execFileSync('npx', ['playwright', 'test', '-c', 'tests', '--list', '--reporter=json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(output)
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const declared = declaredBaselines(listTests())
  const files = baselineFiles()
  const { unused, missing } = compareBaselines(declared, files)
  const where = relative(repoRoot, screenshotsDir)
  // A listing that declares nothing, or declarations that match no file, mean the check lost its footing (a changed
  // report format or snapshot path): fail rather than pass vacuously.
  if (declared.size === 0 || missing.length === declared.size) {
    console.error(`baselines: the test listing declares ${declared.size} baselines and ${files.length - unused.length} of them exist under ${where}`)
    process.exit(1)
  }
  if (missing.length > 0) console.log(`baselines: ${missing.length} declared baselines have no file yet (the next run outside CI writes them):\n  ${missing.join('\n  ')}`)
  if (unused.length > 0) {
    console.error(`baselines: ${unused.length} files under ${where} are used by no test; delete them (git rm) or declare them with baselines(…):\n  ${unused.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`baselines: ${files.length} files under ${where}, each declared by a test`)
}
