// Prints the audit's routes × criteria table from the rows audit.spec.ts wrote, and writes them
// all as one JSON report. Run by `npm run audit:a11y` after the audit, pass or fail.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = join(process.cwd(), 'test-results', 'a11y-audit')
const reportPath = join(process.cwd(), 'test-results', 'a11y-audit.json')
if (!existsSync(dir)) {
  console.error(`No audit results in ${dir}: run the audit first (npm run audit:a11y).`)
  process.exit(1)
}
const rows = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
const checkIds = [...new Set(rows.flatMap((row) => Object.keys(row.findings)))]
const paths = [...new Set(rows.map((row) => row.path))].sort()
const cell = (path, id) => {
  const found = rows.filter((row) => row.path === path).reduce((sum, row) => sum + (row.findings[id]?.length ?? 0), 0)
  return found === 0 ? 'pass' : `${found} FAIL`
}
const header = ['route', ...checkIds]
const table = [header, ...paths.map((path) => [path, ...checkIds.map((id) => cell(path, id))])]
const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)))
const line = (cells) => cells.map((text, column) => text.padEnd(widths[column])).join('  ')
console.log(`\nAccessibility audit: ${rows.length} page audits (${paths.length} routes × projects × visitors)`)
console.log(line(header))
console.log(widths.map((width) => '-'.repeat(width)).join('  '))
for (const cells of table.slice(1)) console.log(line(cells))
const totals = Object.fromEntries(checkIds.map((id) => [id, rows.reduce((sum, row) => sum + (row.ms[id] ?? 0), 0)]))
console.log(`time per check (s): ${checkIds.map((id) => `${id} ${(totals[id] / 1000).toFixed(1)}`).join(', ')}`)
for (const row of rows) {
  for (const [id, findings] of Object.entries(row.findings)) {
    for (const finding of findings) console.log(`  ${row.path} [${row.project}, ${row.visitor}] ${id}: ${finding}`)
  }
}
writeFileSync(reportPath, `${JSON.stringify({ checks: checkIds, rows }, null, 2)}\n`)
console.log(`report: ${reportPath}`)
