// The audit's rows and how they are shown: the routes × checks table, the time each check took and every
// finding. The summary reporter prints it at the end of every run that audited a page (`npm test`,
// `npm run audit:a11y`) and writes the rows as one JSON report beside the results.

/** One audited page in one project and consent state, as the route scans attach it. */
export interface AuditRow {
  path: string
  project: string
  visitor: 'first-time' | 'returning'
  /** Per check id: its findings, none when it passed. */
  findings: Record<string, string[]>
  /** Per check id: how long it took. */
  ms: Record<string, number>
}

/** The attachment each route scan carries its rows in. */
export const auditRowsAttachment = 'a11y-audit-rows'

export function auditTable(rows: readonly AuditRow[]): string[] {
  const checkIds = [...new Set(rows.flatMap((row) => Object.keys(row.findings)))]
  const paths = [...new Set(rows.map((row) => row.path))].sort()
  const cell = (path: string, id: string) => {
    const audited = rows.filter((row) => row.path === path && id in row.findings)
    if (audited.length === 0) return '-'
    const found = audited.reduce((sum, row) => sum + row.findings[id]!.length, 0)
    return found === 0 ? 'pass' : `${found} FAIL`
  }
  const header = ['route', ...checkIds]
  const table = [header, ...paths.map((path) => [path, ...checkIds.map((id) => cell(path, id))])]
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)))
  const line = (cells: string[]) => cells.map((text, column) => text.padEnd(widths[column]!)).join('  ').trimEnd()
  const seconds = (id: string) => (rows.reduce((sum, row) => sum + (row.ms[id] ?? 0), 0) / 1000).toFixed(1)
  const findings = rows.flatMap((row) =>
    Object.entries(row.findings).flatMap(([id, found]) => found.map((finding) => `  ${row.path} [${row.project}, ${row.visitor}] ${id}: ${finding}`)),
  )
  return [
    `Accessibility audit: ${rows.length} page audits (${paths.length} routes × projects × visitors)`,
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...table.slice(1).map(line),
    `time per check (worker-s): ${checkIds.map((id) => `${id} ${seconds(id)}`).join(', ')}`,
    ...findings,
  ]
}
