import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { auditRowsAttachment, auditTable, type AuditRow } from '../a11y/audit/audit-table'
import { contrastAttachment, PairsInUseCollector, pairsInUseFile, readPairsInUse, type RenderedPair } from './contrast'
import { pendingRoutes } from './pending-routes'
import { checkRouteTable, isUsagePage, ladleStories, routeTableProblems } from './prerendered'

/** Annotation types the suites attach and this reporter sums up. */
export const annotationTypes = {
  route: 'route',
  story: 'story',
  /** `<target>: <rule ids>` or `<target>: none`, one per route scan. */
  bestPractice: 'axe-best-practice',
  /** `<load>: <n> A/AA, <n> AAA, <n> best-practice, <n> under the banner, in <n> ms`, one per Alfa scan (helpers/alfa.ts). */
  alfa: 'alfa',
  /** `<check> fails <defect>: <findings>`, one per audit self-test (a11y/audit/self-test.desktop.spec.ts). */
  auditSelfTest: 'a11y-audit-self-test',
} as const

const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? 'no message'

/**
 * Ends the run with what the suites covered (routes against the route table,
 * stories, axe best-practice findings, guard self-tests that failed as they
 * should) and one plain last line CI can read: "browser: N passed, N failed".
 */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0
  private readonly routes = new Set<string>()
  private readonly stories = new Set<string>()
  private readonly bestPractice = new Map<string, string[]>()
  private bestPracticeScans = 0
  private readonly expectedFailures: string[] = []
  /** `<project> › <file>:<line> › <title>: <first line of the error>`, so a CI log's last lines say what failed. */
  private readonly failures: string[] = []
  /** Attempts that failed and were retried, in the same form. */
  private readonly failedAttempts: string[] = []
  /** Tests that passed only on a retry: printed, so a flaky test is seen and mended rather than retried for ever. */
  private readonly flaky: string[] = []
  private readonly alfaCounts = { scans: 0, violations: 0, aaa: 0, bestPractice: 0, underOverlay: 0, ms: 0 }
  private readonly auditSelfTests: string[] = []
  private readonly auditRows: AuditRow[] = []
  private readonly pairsInUse = new PairsInUseCollector()
  /** Story tests whose pairs were read, as `<project> <story id>`: the list in use is complete when every one ran. */
  private readonly measuredStories = new Set<string>()
  private config: FullConfig | undefined

  onBegin(config: FullConfig) {
    this.config = config
  }

  onTestEnd(test: TestCase, result: TestResult) {
    // CI retries a failed test once (playwright.config.ts); count a test once, by its final attempt, and name the
    // attempts that failed.
    const name = `${test.parent.project()?.name} › ${test.location.file.split('/tests/').at(-1)}:${test.location.line} › ${test.title}`
    const failure = `${name}: ${firstLine(result.errors[0]?.message ?? result.status)}`
    const final = result.status === test.expectedStatus || result.status === 'skipped' || result.retry >= test.retries
    if (!final) {
      this.failedAttempts.push(failure)
      return
    }
    const outcome = test.outcome()
    if (outcome === 'skipped') this.skipped += 1
    else if (outcome === 'expected' || outcome === 'flaky') this.passed += 1
    else {
      this.failed += 1
      this.failures.push(failure)
    }
    if (outcome === 'flaky') this.flaky.push(name)
    if (outcome === 'expected' && test.expectedStatus === 'failed') {
      this.expectedFailures.push(`${test.title}: ${firstLine(result.errors[0]?.message)}`)
    }
    for (const attachment of result.attachments) {
      if (attachment.name === auditRowsAttachment && attachment.body) this.auditRows.push(...(JSON.parse(attachment.body.toString('utf8')) as AuditRow[]))
      if (attachment.name !== contrastAttachment || !attachment.body) continue
      const { story, pairs } = JSON.parse(attachment.body.toString('utf8')) as { story: string; pairs: RenderedPair[] }
      this.pairsInUse.add(story.replace(/ \(dark\)$/, ''), pairs)
      this.measuredStories.add(`${test.parent.project()?.name} ${story}`)
    }
    for (const { type, description } of test.annotations) {
      if (!description) continue
      if (type === annotationTypes.route) this.routes.add(description)
      if (type === annotationTypes.story) this.stories.add(description)
      if (type === annotationTypes.alfa) {
        const [violations = 0, aaa = 0, bestPractice = 0, underOverlay = 0, ms = 0] = (
          description.match(/\d+(?= (?:A\/AA|AAA|best-practice|under the banner|ms))/g) ?? []
        ).map(Number)
        this.alfaCounts.scans += 1
        this.alfaCounts.violations += violations
        this.alfaCounts.aaa += aaa
        this.alfaCounts.bestPractice += bestPractice
        this.alfaCounts.underOverlay += underOverlay
        this.alfaCounts.ms += ms
      }
      if (type === annotationTypes.auditSelfTest) this.auditSelfTests.push(description)
      if (type === annotationTypes.bestPractice) {
        this.bestPracticeScans += 1
        const [target = '', rules = ''] = description.split(/: (?=[^:]*$)/)
        if (rules === 'none') continue
        for (const rule of rules.split(', ')) this.bestPractice.set(rule, [...(this.bestPractice.get(rule) ?? []), target])
      }
    }
  }

  private routeTableLine() {
    try {
      const check = checkRouteTable()
      const pending = pendingRoutes.length ? `: ${pendingRoutes.join(', ')}` : ''
      const problems = routeTableProblems(check)
      const mismatch = problems.length ? `\n  MISMATCH: ${problems.join('; ')}` : ''
      return `Routes: ${check.built.length} built, checked against content/routes.ts; ${pendingRoutes.length} pending${pending}${mismatch}`
    } catch (error) {
      return `Routes: not checked (${(error as Error).message})`
    }
  }

  /**
   * Writes the pairs the stories render to test-results/ on every run, and into the list the Colour page shows on a
   * run with --update-snapshots: replaced when every story ran in every project, else merged into it.
   */
  private contrastLine() {
    if (this.pairsInUse.size === 0 || !this.config) return undefined
    const outputDir = this.config.projects[0]?.outputDir ?? 'test-results'
    const previous = readPairsInUse()
    const expected = this.config.projects.flatMap(({ name }) =>
      ladleStories()
        .filter(({ filePath }) => !isUsagePage(filePath))
        .map(({ id }) => `${name} ${id}`),
    )
    const complete = expected.every((key) => this.measuredStories.has(key))
    const found = this.pairsInUse.pairsInUse(previous, complete)
    writeFileSync(join(outputDir, 'contrast-in-use.json'), `${JSON.stringify(found, null, 2)}\n`)
    const updating = ['all', 'changed'].includes(this.config.updateSnapshots)
    if (updating) writeFileSync(pairsInUseFile, `${JSON.stringify(found, null, 2)}\n`)
    const written = updating ? `; ${complete ? 'rewrote' : 'merged into'} design-system/docs/foundations/contrast-in-use.json` : ''
    return `Contrast: ${this.pairsInUse.size} distinct pairs rendered by ${this.measuredStories.size} story checks${written}.`
  }

  onEnd() {
    console.log('')
    const contrast = this.contrastLine()
    if (contrast) console.log(contrast)
    console.log(this.routeTableLine())
    console.log(`Checked ${this.routes.size} pre-rendered pages and ${this.stories.size} Ladle stories with axe.`)
    if (this.bestPracticeScans > 0) {
      const findings = [...this.bestPractice].map(([rule, targets]) => `${rule} on ${targets.join(', ')}`)
      console.log(
        `axe best-practice (reported, not failing): ${findings.length ? findings.join('; ') : 'no findings'} (${this.bestPracticeScans} scans)`,
      )
    }
    if (this.alfaCounts.scans > 0) {
      const { scans, violations, aaa, bestPractice, underOverlay, ms } = this.alfaCounts
      console.log(
        `Alfa: ${scans} scans in ${(ms / 1000).toFixed(1)} worker-s; ${violations} WCAG A/AA failures (failing), ${aaa} AAA and ${bestPractice} best-practice (reported), ` +
          `${underOverlay} target-size failures of targets the cookie banner partly covers (out of 2.5.8's scope)`,
      )
    }
    if (this.auditRows.length > 0) {
      for (const line of auditTable(this.auditRows)) console.log(line)
      const outputDir = this.config?.projects[0]?.outputDir ?? 'test-results'
      const reportPath = join(outputDir, 'a11y-audit.json')
      writeFileSync(reportPath, `${JSON.stringify({ checks: [...new Set(this.auditRows.flatMap((row) => Object.keys(row.findings)))], rows: this.auditRows }, null, 2)}\n`)
      console.log(`Accessibility audit report: ${reportPath}`)
    }
    if (this.auditSelfTests.length > 0) {
      console.log(`Accessibility audit self-tests, each check failing its planted defect (${this.auditSelfTests.length}):`)
      for (const line of this.auditSelfTests) console.log(`  ${line}`)
    }
    if (this.expectedFailures.length > 0) {
      console.log(`Guard self-tests that failed as they must (${this.expectedFailures.length}, counted as passed):`)
      for (const line of this.expectedFailures) console.log(`  ${line}`)
    }
    if (this.failedAttempts.length > 0) {
      console.log(`Failed attempts, retried (${this.failedAttempts.length}); passed on the retry: ${this.flaky.length ? this.flaky.join('; ') : 'none'}`)
      for (const line of this.failedAttempts) console.log(`  ${line}`)
    }
    if (this.failures.length > 0) {
      console.log(`Failed (${this.failures.length}):`)
      for (const line of this.failures) console.log(`  ${line}`)
    }
    const skipped = this.skipped > 0 ? `, ${this.skipped} skipped` : ''
    const flaky = this.flaky.length > 0 ? `, ${this.flaky.length} of them flaky (passed on a retry)` : ''
    console.log(`browser: ${this.passed} passed, ${this.failed} failed${skipped}${flaky}`)
  }
}
