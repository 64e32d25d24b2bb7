// https://vike.dev/data
import { accessibilityStatement, auditChecks, lastReviewed, manualChecks, otherAutomatedChecks } from '#content/accessibility'
import { formatLongDate } from '#content/dates'
import type { RichBlock, RichInline } from '#design-system'

const text = (value: string): RichInline => ({ type: 'text', text: value })
const strong = (value: string): RichInline => ({ type: 'strong', children: [text(value)] })
const list = (items: RichInline[][]): RichBlock => ({ type: 'list', ordered: false, items })

// Runs at pre-render: the list of automated checks is built from the audit's own inventory
// (content/accessibility.ts), the same data tests/a11y/audit/ runs, so the page cannot claim a
// check that CI does not make.
export const data = () => {
  const { sections } = accessibilityStatement
  return {
    lastReviewed,
    manualChecks: list(manualChecks.map((check) => [strong(`${formatLongDate(check.date)}: `), text(check.summary)])),
    auditChecks: list(
      auditChecks.map((check) => [strong(`${check.name} (${check.criteria.join('; ')}): `), text(check.passes)]),
    ),
    otherChecks: list(otherAutomatedChecks.map((check) => [strong(`${check.name}: `), text(check.passes)])),
    notCovered: list(sections.notCovered.items.map((item) => [text(item)])),
    limitations: list(sections.limitations.items.map((item) => [text(item)])),
  }
}

export type Data = ReturnType<typeof data>
