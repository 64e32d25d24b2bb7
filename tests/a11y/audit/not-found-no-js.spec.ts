import { auditChecks } from '../../../content/accessibility'
import { expect, test } from '../../helpers/fixtures'
import { annotationTypes } from '../../helpers/summary-reporter'
import { notFoundPath } from '../../helpers/prerendered'
import { auditRowsAttachment, type AuditRow } from './audit-table'
import { checks } from './checks'

// The 404 page stays put only without JavaScript (with it, it moves on to /, SPEC §2), so the audit reads it
// here, as a visitor without scripts gets it: no banner (it needs scripts), nothing that reveals or animates
// but CSS. Every page check runs, in both projects; none of them waits for an animation frame or a timer, which a
// page that runs no scripts never fires (promises still settle). axe cannot run here for that reason: it schedules
// its work on timers.
test.use({ javaScriptEnabled: false })

test(`audit ${notFoundPath} without JavaScript`, async ({ page, browserConsole }, testInfo) => {
  test.setTimeout(120_000)
  browserConsole.expectNotFoundStatus(notFoundPath)
  testInfo.annotations.push({ type: annotationTypes.route, description: `${notFoundPath} (no JavaScript)` })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const response = await page.goto(notFoundPath)
  expect(response?.status()).toBe(404)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const row: AuditRow = { path: `${notFoundPath} (no JavaScript)`, project: testInfo.project.name, visitor: 'returning', findings: {}, ms: {} }
  for (const { id } of auditChecks.filter((check) => check.scope === 'page')) {
    const started = Date.now()
    row.findings[id] = await checks[id](page)
    row.ms[id] = Date.now() - started
    expect.soft(row.findings[id], `${id} on ${notFoundPath} without JavaScript`).toEqual([])
  }
  await testInfo.attach(auditRowsAttachment, { body: JSON.stringify([row]), contentType: 'application/json' })
})
