import { posts } from '../../../content/blog/posts'
import { whitePaperItems } from '../../../content/white-papers/papers'
import { checkedRoutes, notFoundPath } from '../../helpers/prerendered'

/**
 * One page per template, what `npm test` audits: each product page, one solution detail, the blog
 * listing and one article, the white-paper listing and one paper, the legal pages, the preference
 * center, the form pages and the statement. `AUDIT_ALL=1` (`.ci/run`'s full matrix) audits every route.
 */
export const templatePages: readonly string[] = [
  '/',
  '/solutions',
  '/industries',
  '/about',
  '/get-started',
  '/solutions/content-impact',
  '/blog',
  posts[0]!.link,
  '/white-papers',
  whitePaperItems[0]!.link,
  '/privacy-policy',
  '/terms-and-conditions',
  '/opt-out-preferences',
  '/contact-us',
  '/demo',
  '/accessibility',
]

const auditAll = ['1', 'true'].includes(process.env.AUDIT_ALL ?? '')

/** `npm run audit:a11y` (A11Y_AUDIT=1): the audit's page matrix, and the story checks too slow for `npm test`. */
export const auditRun = ['1', 'true'].includes(process.env.A11Y_AUDIT ?? '')

/**
 * The pages the route scans audit in full, in both consent states: none in `npm test`, whose 15 minutes the template
 * matrix does not fit (it adds about 4 minutes of wall time on this 2-core machine: the keyboard walks and a phone's
 * extra load), where every route gets only the checks that read the page as it stands; the template pages in
 * `npm run audit:a11y`; every route with `AUDIT_ALL=1` (`.ci/run`).
 */
export const auditedPages: readonly string[] = auditAll ? checkedRoutes : auditRun ? templatePages : []

/**
 * The pages `npm test` scans with Alfa, at 1280 px: the shell and most of the interactive parts (the header and
 * footer, cards, tooltips and the carousel on Home, switches, tables and the policy on the preference center, the
 * lead form and its panel on /contact-us). At 9 to 20 s a scan on this 2-core machine, the template pages in both
 * widths would add about 4 minutes to `npm test`; `npm run audit:a11y` scans those, and `AUDIT_ALL=1` every route.
 */
export const alfaSampleInNpmTest: readonly string[] = ['/', '/opt-out-preferences', '/contact-us']

/** Whether the route scans (tests/a11y/routes.spec.ts) also audit `path` with Alfa. */
export const scansWithAlfa = (path: string, project: string) =>
  auditRun || auditAll ? [...auditedPages, notFoundPath].includes(path) : alfaSampleInNpmTest.includes(path) && project === 'desktop'
