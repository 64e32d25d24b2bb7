import { join } from 'node:path'

/** One audited page in one project and consent state. */
export interface AuditRow {
  path: string
  project: string
  visitor: 'first-time' | 'returning'
  /** Per check id: its findings, none when it passed. */
  findings: Record<string, string[]>
  /** Per check id: how long it took. */
  ms: Record<string, number>
}

export const auditResultsDir = (outputDir: string) => join(outputDir, 'a11y-audit')
