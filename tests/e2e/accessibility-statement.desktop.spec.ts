import { accessibilityStatement, auditChecks, conformanceTarget, lastReviewed, manualChecks, otherAutomatedChecks } from '../../content/accessibility'
import { formatLongDate } from '../../content/dates'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

const path = '/accessibility'

test('the footer\'s Legal column links to the accessibility statement on every page', async ({ page }) => {
  await gotoHydrated(page, '/')
  const legal = page.getByRole('contentinfo').getByRole('list').filter({ has: page.getByRole('link', { name: 'Privacy Policy' }) })
  await expect(legal.getByRole('link', { name: 'Accessibility', exact: true })).toHaveAttribute('href', path)
  await legal.getByRole('link', { name: 'Accessibility', exact: true }).click()
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessibilityStatement.heading)
})

test('without JavaScript the statement reads in full: target, review date, manual record, every audit check, gaps, limitations and a contact', async ({ request }) => {
  const html = await (await request.get(path)).text()
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

test('the sitemap lists the statement with its review date', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/accessibility</loc><lastmod>${lastReviewed}</lastmod>`))
})
