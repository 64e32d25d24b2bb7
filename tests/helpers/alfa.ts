// Siteimprove's Alfa (the W3C ACT rules) beside axe on the same page loads: a second engine finds what axe
// does not (2.5.8 target size on list links, for one). Its findings are split by the WCAG level of the criteria
// the failing rule maps to: A and AA fail the scan, AAA and rules mapped to no criterion are only reported.
import { Audit, type Outcome } from '@siteimprove/alfa-act'
import { Playwright } from '@siteimprove/alfa-playwright'
import rules from '@siteimprove/alfa-rules'
import { Criterion } from '@siteimprove/alfa-wcag'
import type { Locator, Page } from '@playwright/test'

/** The WCAG version whose levels decide: 2.2, the site's target (content/accessibility.ts' conformanceTarget). */
const wcagVersion = '2.2'

/**
 * Rules left out, each with the reason. An exemption here is for a genuine false positive only, and says
 * where it was checked; a real finding is fixed in the site or the story.
 */
const exemptRules: Readonly<Record<string, string>> = {}

/**
 * The target-size rules: 2.5.8 (AA, sia-r113) and 2.5.5 (AAA, sia-r111). Alfa measures the part of a target that
 * content above it leaves visible, so a list link peeking out from under the cookie banner reads as a sliver.
 */
const targetSizeRules = ['sia-r111', 'sia-r113']

export interface ScanOptions {
  /**
   * Content a script shows over the page (the cookie banner). WCAG's Understanding of 2.5.8: the requirement does not
   * apply to targets while they are obscured by content shown by script, its example "content displays a cookie
   * banner after page load"; it does apply to the new content's own targets. So target-size failures of targets
   * outside it that it partly covers are left out (and counted); its own targets and every other target are judged.
   */
  overlay?: Locator
}

export interface AlfaFindings {
  /** Failures of rules mapped to a WCAG 2.x A or AA criterion: each fails the scan. */
  violations: string[]
  /** Failures of rules mapped only to AAA criteria: reported, never failing. */
  aaa: string[]
  /** Failures of rules mapped to no WCAG criterion (Alfa's best practices): reported, never failing. */
  bestPractice: string[]
  /** Target-size failures of targets the overlay partly covers (`ScanOptions.overlay`): out of scope, counted. */
  underOverlay: string[]
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

/** An element's path in the tree (an XPath, which the page can resolve too); undefined for anything else. */
function elementPath(target: unknown): string | undefined {
  if (target && typeof target === 'object' && 'path' in target && typeof target.path === 'function') return String(target.path())
  return undefined
}

/** A failing target in a line: an element by its path in the tree, anything else by its start. */
const describeTarget = (target: unknown): string => elementPath(target) ?? String(target).replace(/\s+/g, ' ').slice(0, 80)

/** A rule's short id, `sia-r111`. */
const ruleId = (uri: string) => uri.replace(/^.*\/rules\//, '')

/** The rule's short id (`sia-r111`) and what its failing expectation says. */
function describeFailure(outcome: Outcome.Failed<unknown, never>): string {
  const rule = ruleId(outcome.rule.uri)
  const messages = [...outcome.expectations.values()].flatMap((result) => (result.isErr() ? [result.getErrUnsafe().message] : []))
  return `${rule}: ${describeTarget(outcome.target)}: ${messages.join(' ').replace(/\s+/g, ' ')}`.trim()
}

/** Which of the elements at `paths` (XPaths, as Alfa names them) lie outside the overlay and partly under it. */
async function coveredByOverlay(overlay: Locator, paths: readonly string[]): Promise<boolean[]> {
  return overlay.evaluate((cover, targets) => {
    const area = cover.getBoundingClientRect()
    return targets.map((path) => {
      const target = document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE).singleNodeValue
      if (!(target instanceof Element) || cover.contains(target)) return false
      const box = target.getBoundingClientRect()
      return box.left < area.right && area.left < box.right && box.top < area.bottom && area.top < box.bottom
    })
  }, paths)
}

/** Audits the page's current document (its top frame) with every Alfa rule. */
export async function scanWithAlfa(page: Page, { overlay }: ScanOptions = {}): Promise<AlfaFindings> {
  const document = await page.evaluateHandle(() => window.document)
  const alfaPage = await Playwright.toPage(document)
  await document.dispose()
  const applicable = rules.filter((rule) => !(ruleId(rule.uri) in exemptRules))
  const outcomes = await Audit.of(alfaPage, applicable).evaluate()
  const failures = [...outcomes].filter((outcome): outcome is Outcome.Failed<unknown, never> => outcome.outcome === 'failed')
  const targetSizeFailures = overlay
    ? failures.flatMap((failed) => {
        const path = elementPath(failed.target)
        return path && targetSizeRules.includes(ruleId(failed.rule.uri)) ? [{ failed, path }] : []
      })
    : []
  const covered = overlay ? await coveredByOverlay(overlay, targetSizeFailures.map(({ path }) => path)) : []
  const underOverlay = new Set(targetSizeFailures.filter((_, index) => covered[index]).map(({ failed }) => failed))
  const findings: AlfaFindings = { violations: [], aaa: [], bestPractice: [], underOverlay: [] }
  for (const failed of failures) {
    if (underOverlay.has(failed)) {
      findings.underOverlay.push(describeFailure(failed))
      continue
    }
    const levels = levelsOf(failed)
    const list = levels.length === 0 ? findings.bestPractice : levels.some((level) => level !== 'AAA') ? findings.violations : findings.aaa
    list.push(describeFailure(failed))
  }
  return findings
}
