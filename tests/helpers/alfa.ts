// Siteimprove's Alfa (the W3C ACT rules) beside axe on the same page loads: a second engine finds what axe
// does not (2.5.8 target size on list links, for one). Its findings are split by the WCAG level of the criteria
// the failing rule maps to: A and AA fail the scan, AAA and rules mapped to no criterion are only reported.
import { Audit, type Outcome } from '@siteimprove/alfa-act'
import { Playwright } from '@siteimprove/alfa-playwright'
import rules from '@siteimprove/alfa-rules'
import { Criterion } from '@siteimprove/alfa-wcag'
import type { Page } from '@playwright/test'

/** The WCAG version whose levels decide: 2.2, the site's target (content/accessibility.ts' conformanceTarget). */
const wcagVersion = '2.2'

/**
 * Rules left out, each with the reason. An exemption here is for a genuine false positive only, and says
 * where it was checked; a real finding is fixed in the site or the story.
 */
const exemptRules: Readonly<Record<string, string>> = {}

export interface AlfaFindings {
  /** Failures of rules mapped to a WCAG 2.x A or AA criterion: each fails the scan. */
  violations: string[]
  /** Failures of rules mapped only to AAA criteria: reported, never failing. */
  aaa: string[]
  /** Failures of rules mapped to no WCAG criterion (Alfa's best practices): reported, never failing. */
  bestPractice: string[]
}

type Level = 'A' | 'AA' | 'AAA'

function levelsOf(outcome: Outcome.Failed<unknown, never>): Level[] {
  const levels: Level[] = []
  for (const requirement of outcome.rule.requirements) {
    if (!(requirement instanceof Criterion)) continue
    for (const [level, versions] of requirement.level.toArray()) if (versions.includes(wcagVersion)) levels.push(level)
  }
  return levels
}

/** A failing target in a line: an element by its path in the tree, anything else by its start. */
function describeTarget(target: unknown): string {
  if (target && typeof target === 'object' && 'path' in target && typeof target.path === 'function') return String(target.path())
  return String(target).replace(/\s+/g, ' ').slice(0, 80)
}

/** The rule's short id (`sia-r111`) and what its failing expectation says. */
function describeFailure(outcome: Outcome.Failed<unknown, never>): string {
  const rule = outcome.rule.uri.replace(/^.*\/rules\//, '')
  const messages = [...outcome.expectations.values()].flatMap((result) => (result.isErr() ? [result.getErrUnsafe().message] : []))
  return `${rule}: ${describeTarget(outcome.target)}: ${messages.join(' ').replace(/\s+/g, ' ')}`.trim()
}

/** Audits the page's current document (its top frame) with every Alfa rule. */
export async function scanWithAlfa(page: Page): Promise<AlfaFindings> {
  const document = await page.evaluateHandle(() => window.document)
  const alfaPage = await Playwright.toPage(document)
  await document.dispose()
  const applicable = rules.filter((rule) => !(rule.uri.replace(/^.*\/rules\//, '') in exemptRules))
  const outcomes = await Audit.of(alfaPage, applicable).evaluate()
  const findings: AlfaFindings = { violations: [], aaa: [], bestPractice: [] }
  for (const outcome of outcomes) {
    if (outcome.outcome !== 'failed') continue
    const failed = outcome as Outcome.Failed<unknown, never>
    const levels = levelsOf(failed)
    const list = levels.length === 0 ? findings.bestPractice : levels.some((level) => level !== 'AAA') ? findings.violations : findings.aaa
    list.push(describeFailure(failed))
  }
  return findings
}
