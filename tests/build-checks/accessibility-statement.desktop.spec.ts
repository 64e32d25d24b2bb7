import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { accessibilityStatement, auditChecks, conformanceTarget, lastReviewed, manualChecks, otherAutomatedChecks } from '../../content/accessibility'
import { formatLongDate } from '../../content/dates'
import { expect, test } from '../helpers/fixtures'
import { builtHtml, clientDir } from '../helpers/prerendered'

// The statement as the build wrote it (dist/client): its page, which no script changes, and its sitemap entry.
// The footer's link to it is e2e/accessibility-statement.desktop.spec.ts.
const path = '/accessibility'

test('the statement is pre-rendered in full: target, review date, manual record, every audit check, gaps, limitations and a contact', () => {
  const html = builtHtml(path)
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? ''
  expect(main).toContain(conformanceTarget)
  expect(main).toContain(`<time dateTime="${lastReviewed}">${formatLongDate(lastReviewed)}</time>`)
  for (const check of manualChecks) expect(main).toContain(formatLongDate(check.date))
  // Generated at build time from the audit's own inventory: one list item per check, in its order.
  const auditList = main.slice(main.indexOf(accessibilityStatement.sections.automated.auditIntro))
  const names = auditChecks.map((check) => auditList.indexOf(`${check.name} (${check.criteria.join('; ')}):`))
  expect(names.every((index) => index > 0), 'every audit check is listed').toBe(true)
  expect([...names].sort((a, b) => a - b)).toEqual(names)
  for (const check of otherAutomatedChecks) expect(main).toContain(check.name)
  for (const item of accessibilityStatement.sections.limitations.items) expect(main).toContain(item.replaceAll("'", '&#x27;'))
  expect(main).toContain(`href="mailto:${accessibilityStatement.sections.contact.email}"`)
})

test('the sitemap lists the statement with its review date', () => {
  const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/accessibility</loc><lastmod>${lastReviewed}</lastmod>`))
})
