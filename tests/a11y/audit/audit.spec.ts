import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { auditChecks } from '../../../content/accessibility'
import { bannerLabel, stubGtag } from '../../e2e/consent-fixtures'
import { formPages, serveFakeForms } from '../../helpers/fake-hubspot'
import { expect, gotoHydrated, scrollThroughPage, test } from '../../helpers/fixtures'
import { checks } from './checks'
import { auditedPages } from './pages'
import { auditResultsDir, type AuditRow } from './report-data'

// Each page as a first-time visitor (banner shown) and as a returning one, in both projects
// (1280 and 390 px); reflow narrows to 320 px inside its check.
const visitors = [
  { consent: 'none', visitor: 'first-time' },
  { consent: 'functional-only', visitor: 'returning' },
] as const

for (const { consent, visitor } of visitors) {
  test.describe(`${visitor} visitor`, () => {
    test.use({ consent })
    for (const path of auditedPages) {
      test(`audit ${path} as a ${visitor} visitor`, async ({ page, thirdParty }, testInfo) => {
        test.setTimeout(120_000)
        if (path in formPages) await serveFakeForms(thirdParty)
        // A first-time visitor has analytics on by default (SPEC §4): gtag.js is faked, never fetched.
        if (consent === 'none') await stubGtag(thirdParty)
        const load = async () => {
          await gotoHydrated(page, path)
          if (consent === 'none') await page.getByRole('region', { name: bannerLabel }).waitFor()
          await scrollThroughPage(page)
        }
        await load()
        const row: AuditRow = { path, project: testInfo.project.name, visitor, findings: {}, ms: {} }
        for (const { id } of auditChecks.filter((check) => check.scope === 'page')) {
          // Motion does not depend on the stored choice, and the first-time visit adds the banner: one reload covers it.
          if (id === 'reduced-motion' && visitor === 'returning') continue
          const started = Date.now()
          row.findings[id] = await checks[id](page, load)
          row.ms[id] = Date.now() - started
        }
        writeRow(row, testInfo.project.outputDir)
      })
    }
  })
}

function writeRow(row: AuditRow, outputDir: string) {
  const dir = auditResultsDir(outputDir)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${row.project}-${row.visitor}-${row.path.replaceAll('/', '_') || 'root'}.json`), JSON.stringify(row))
  for (const [id, findings] of Object.entries(row.findings)) expect.soft(findings, `${id} on ${row.path}`).toEqual([])
}

