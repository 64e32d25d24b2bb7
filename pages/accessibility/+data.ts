// https://vike.dev/data
import { accessibilityStatement, auditChecks, lastReviewed, manualChecks, otherAutomatedChecks } from '#content/accessibility'
import { formatLongDate } from '#content/dates'
import type { DocumentSection, RichBlock, RichInline } from '#design-system'

const text = (value: string): RichInline => ({ type: 'text', text: value })
const strong = (value: string): RichInline => ({ type: 'strong', children: [text(value)] })
const paragraph = (...children: RichInline[]): RichBlock => ({ type: 'paragraph', children })
const list = (items: RichInline[][]): RichBlock => ({ type: 'list', ordered: false, items })

// Runs at pre-render: the list of automated checks is built from the audit's own inventory
// (content/accessibility.ts), the same data tests/a11y/audit/ runs, so the page cannot claim a
// check that CI does not make. The section ids are the statement's #hash targets.
export const data = (): { heading: string; intro: string; sections: DocumentSection[] } => {
  const { target, manual, automated, notCovered, limitations, contact } = accessibilityStatement.sections
  return {
    heading: accessibilityStatement.heading,
    intro: accessibilityStatement.intro,
    sections: [
      {
        id: 'conformance-target',
        heading: target.heading,
        blocks: [paragraph(text(`${target.body} `), { type: 'time', dateTime: lastReviewed, text: formatLongDate(lastReviewed) }, text('.'))],
      },
      {
        id: 'checks-by-hand',
        heading: manual.heading,
        blocks: [
          paragraph(text(manual.intro)),
          list(manualChecks.map((check) => [strong(`${formatLongDate(check.date)}: `), text(check.summary)])),
        ],
      },
      {
        id: 'how-it-is-tested',
        heading: automated.heading,
        blocks: [
          paragraph(text(automated.intro)),
          paragraph(text(automated.auditIntro)),
          list(auditChecks.map((check) => [strong(`${check.name} (${check.criteria.join('; ')}): `), text(check.passes)])),
          paragraph(text(automated.otherIntro)),
          list(otherAutomatedChecks.map((check) => [strong(`${check.name}: `), text(check.passes)])),
        ],
      },
      { id: 'not-covered', heading: notCovered.heading, blocks: [list(notCovered.items.map((item) => [text(item)]))] },
      { id: 'known-limitations', heading: limitations.heading, blocks: [list(limitations.items.map((item) => [text(item)]))] },
      {
        id: 'report-a-problem',
        heading: contact.heading,
        blocks: [
          paragraph(
            text(`${contact.body} `),
            { type: 'link', href: `mailto:${contact.email}`, children: [text(contact.email)] },
            text(`. ${contact.after}`),
          ),
        ],
      },
    ],
  }
}

export type Data = ReturnType<typeof data>
