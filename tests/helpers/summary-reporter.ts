import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Ends the run with one plain line CI can read ("browser: N passed, N failed")
 * and the number of routes and stories the accessibility suites covered.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0
  private readonly routes = new Set<string>()
  private readonly stories = new Set<string>()

  onTestEnd(test: TestCase, result: TestResult) {
    if (test.outcome() === 'skipped') this.skipped += 1
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') this.passed += 1
    else if (result.status !== 'passed' || test.outcome() === 'unexpected') this.failed += 1
    for (const annotation of test.annotations) {
      if (annotation.type === 'route' && annotation.description) this.routes.add(annotation.description)
      if (annotation.type === 'story' && annotation.description) this.stories.add(annotation.description)
    }
  }

  onEnd(_result: FullResult) {
    console.log(`\nChecked ${this.routes.size} pre-rendered routes and ${this.stories.size} Ladle stories with axe.`)
    const skipped = this.skipped > 0 ? `, ${this.skipped} skipped` : ''
    console.log(`browser: ${this.passed} passed, ${this.failed} failed${skipped}`)
  }
}
