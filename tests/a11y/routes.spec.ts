import type { Page, TestInfo } from '@playwright/test'
import { auditChecks, type PageAuditCheckId } from '../../content/accessibility'
import { consentStorageKeys } from '../../content/consent-policy'
import { bannerLabel, stubGtag } from '../e2e/consent-fixtures'
import { formPages, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, scanWithAxe, scrollThroughPage, test } from '../helpers/fixtures'
import { consoleMessages } from '../../renderer/consoleMessages'
import { checkedRoutes, notFoundPath, prerenderedPaths } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'
import { scanWithAlfa } from '../helpers/alfa'
import { auditRowsAttachment, type AuditRow } from './audit/audit-table'
import { checks, watchMotion } from './audit/checks'
import { auditRun, auditedPages, desktopOnlyTag, scansReturningVisitor, scansWithAlfa } from './audit/pages'

// The audited pages (one per template in npm test; every route of content/routes.ts that is not pending in
// .ci/run's full matrix, AUDIT_ALL=1), plus the 404 page, are scanned whole (scrolled through, so every reveal and
// lazy section has run), as a returning visitor with motion, as most visitors get them, and as a first-time visitor
// with reduced motion, a different, still page, where every component shows its still state. The routes that share
// a template are scanned in the full matrix only, which every push runs: in npm test they cost about 65
// worker-seconds a run, for pages their template builds from the same closed set of elements (an article's Markdown
// may hold no HTML, no inline image and no heading outside levels 2 to 4: renderer/generate/markdown.server.ts).

/** The checks that only read the page as it stands, about 0.1 s a page together. */
const domChecks = ['target-size', 'label-in-name', 'reflow', 'text-spacing'] as const satisfies readonly PageAuditCheckId[]

/**
 * The audit (tests/a11y/audit/) rides on the scans' own page loads of the audited pages (one per template, or every
 * route with AUDIT_ALL=1), so it costs no load of its own where the scan already makes one:
 * - as a returning visitor, with motion: the checks that read the page as it stands;
 * - as a first-time visitor, with reduced motion: the page with the banner shown, where focus has the most to
 *   get past, for the keyboard checks, and motion watched from before the page's scripts ran. On the desktop
 *   this load is the scan's reduced-motion one; on a phone it is the one load the audit adds.
 * The keyboard walks on a returning visitor's page cover the same stops less the banner's, so only the audit run
 * (`npm run audit:a11y`) walks both.
 */
const auditedOnLoad: Record<AuditRow['visitor'], readonly PageAuditCheckId[]> = {
  returning: [...domChecks, ...(auditRun ? (['keyboard-walk', 'resize-text'] as const) : [])],
  'first-time': ['keyboard-walk', 'resize-text', 'keyboard-states', 'reduced-motion'],
}

// Every page check of the inventory runs on one load or the other.
const unaudited = auditChecks.filter(({ id, scope }) => scope === 'page' && !Object.values(auditedOnLoad).some((ids) => (ids as readonly string[]).includes(id)))
if (unaudited.length > 0) throw new Error(`page checks the route scans never run: ${unaudited.map(({ id }) => id).join(', ')}`)

async function audit(page: Page, row: AuditRow, ids: readonly PageAuditCheckId[]) {
  for (const id of ids) {
    const started = Date.now()
    row.findings[id] = await checks[id](page)
    row.ms[id] = Date.now() - started
    expect.soft(row.findings[id], `${id} on ${row.path} as a ${row.visitor} visitor`).toEqual([])
  }
}

/** The stored consent choice cleared, so the next load is a first-time visitor's, with the banner shown. */
const forgetConsent = (page: Page) =>
  page.evaluate((keys) => {
    for (const key of keys) window.localStorage.removeItem(key)
  }, Object.values(consentStorageKeys))

// Where the first-time visitor's load is the only one (a phone in npm test), nothing is seeded before it.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
test.use({ consent: async ({}, use, { project }) => use(scansReturningVisitor(project.name) ? 'functional-only' : 'none') })

test('the build holds every route this suite scans', () => {
  const built = new Set(prerenderedPaths())
  expect(checkedRoutes.filter((path) => !built.has(path)), 'routes missing from dist/client').toEqual([])
})

for (const path of [...auditedPages, notFoundPath]) {
  // The 404 page, which moves on to / with JavaScript, is audited without it at both widths (not-found-no-js.spec.ts).
  const tag = path === notFoundPath ? [desktopOnlyTag] : []
  test(`route ${path} has no axe violations`, { tag }, async ({ page, browserConsole, thirdParty }, testInfo: TestInfo) => {
    const { annotations, project } = testInfo
    annotations.push({ type: annotationTypes.route, description: path })
    if (path === notFoundPath) {
      browserConsole.expectNotFoundStatus(notFoundPath)
      // SPEC §2: the 404 page sends the browser on to / and says so.
      browserConsole.expect(consoleMessages.notFound(notFoundPath))
    }
    // Form pages are scanned with the embed as most visitors get it (tests/e2e/forms-native covers our own form).
    if (path in formPages) await serveFakeForms(thirdParty)
    const audited = path !== notFoundPath
    // The audit and Alfa add 10 to 40 s to the scan on this 2-core machine.
    if (audited) test.setTimeout(180_000)
    // The returning visitor's load first: the first-time visitor's is reached by forgetting its stored choice.
    const loads: { reducedMotion: 'reduce' | 'no-preference'; visitor?: AuditRow['visitor']; checks: readonly PageAuditCheckId[] }[] = audited
      ? [
          ...(scansReturningVisitor(project.name) ? ([{ reducedMotion: 'no-preference', visitor: 'returning', checks: auditedOnLoad.returning }] as const) : []),
          { reducedMotion: 'reduce', visitor: 'first-time', checks: auditedOnLoad['first-time'] },
        ]
      : [{ reducedMotion: 'no-preference', checks: [] }]
    const rows: AuditRow[] = []
    // One test per route, one page for every load: a context per load would multiply the set-up.
    for (const { reducedMotion, visitor, checks: checkIds } of loads) {
      await test.step(`reducedMotion: ${reducedMotion}${visitor ? `, ${visitor} visitor` : ''}`, async () => {
        await page.emulateMedia({ reducedMotion })
        if (visitor === 'first-time') {
          // After a returning visitor's load; as the only load, the context starts with nothing stored (test.use above).
          if (page.url() !== 'about:blank') await forgetConsent(page)
          // A first-time visitor has analytics on by default (SPEC §4): gtag.js is faked, never fetched.
          await stubGtag(thirdParty)
          await watchMotion(page)
        }
        const response = await gotoHydrated(page, path)
        expect(response?.status(), `status of ${path}`).toBe(path === notFoundPath ? 404 : 200)
        if (path === notFoundPath) await expect(page).toHaveURL((url) => url.pathname === '/')
        if (visitor === 'first-time') await page.getByRole('region', { name: bannerLabel }).waitFor()
        await scrollThroughPage(page)
        const { violations, bestPractice } = await scanWithAxe(page)
        const target = `${path} [${reducedMotion}${visitor === 'first-time' ? ', banner shown' : ''}]`
        annotations.push({ type: 'axe', description: `${target}: ${violations.length} violations` })
        annotations.push({
          type: annotationTypes.bestPractice,
          description: `${target}: ${bestPractice.length ? bestPractice.map((finding) => finding.split(' ')[0]).join(', ') : 'none'}`,
        })
        for (const finding of bestPractice) {
          annotations.push({ type: 'axe-best-practice-detail', description: `${target}: ${finding}` })
        }
        // Soft, so the other load still runs and both results show.
        expect.soft(violations, `axe violations with reducedMotion: ${reducedMotion}`).toEqual([])
        if (scansWithAlfa(visitor)) {
          // On the first-time visitor's load the banner is shown by script over the page (helpers/alfa.ts, `overlay`).
          const overlay = visitor === 'first-time' ? page.getByRole('region', { name: bannerLabel }) : undefined
          const started = Date.now()
          const findings = await scanWithAlfa(page, { overlay })
          annotations.push({
            type: annotationTypes.alfa,
            description:
              `${target}: ${findings.violations.length} A/AA, ${findings.aaa.length} AAA, ${findings.bestPractice.length} best-practice, ` +
              `${findings.underOverlay.length} under the banner, in ${Date.now() - started} ms`,
          })
          for (const finding of [...findings.aaa, ...findings.bestPractice, ...findings.underOverlay]) {
            annotations.push({ type: 'alfa-reported-detail', description: `${target}: ${finding}` })
          }
          expect.soft(findings.violations, 'Alfa WCAG A and AA failures').toEqual([])
        }
        if (visitor && checkIds.length > 0) {
          const row: AuditRow = { path, project: project.name, visitor, findings: {}, ms: {} }
          await audit(page, row, checkIds)
          rows.push(row)
        }
      })
    }
    if (rows.length > 0) await testInfo.attach(auditRowsAttachment, { body: JSON.stringify(rows), contentType: 'application/json' })
  })
}
