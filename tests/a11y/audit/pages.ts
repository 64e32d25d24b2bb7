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

/**
 * `npm run audit:a11y` (A11Y_AUDIT=1): besides `npm test`'s audit, the keyboard walks on the returning visitor's load
 * too, and Alfa on every audited page at both widths.
 */
export const auditRun = ['1', 'true'].includes(process.env.A11Y_AUDIT ?? '')

/**
 * The pages the route scans audit in full, at both widths and in both consent states: the template pages, every
 * route with `AUDIT_ALL=1` (`.ci/run`'s full matrix).
 */
export const auditedPages: readonly string[] = auditAll ? checkedRoutes : templatePages

/**
 * Whether the route scans audit `path` in full. At 1280 px the audit rides on the two loads the desktop scan makes
 * anyway (so it adds its checks, not a load); on a phone the first-time visitor's load is one the audit adds.
 */
export const isAudited = (path: string) => auditedPages.includes(path)

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
