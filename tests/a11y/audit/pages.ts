import { posts, whitePaperItems } from '../../../renderer/generate/content.server'
import { checkedRoutes } from '../../helpers/prerendered'
import type { AuditRow } from './audit-table'

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
 * too.
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
 * Tags the route scans the phone's project leaves out (tests/playwright.config.ts): the routes not audited are scanned
 * at 1280 px only, which keeps about 55 worker-seconds out of `npm test`. Each shares its template with a page that is
 * scanned and audited at both widths, the full matrix (`AUDIT_ALL=1`) audits every route at both, and the visual
 * snapshots show every route at both. The 404 page, which moves on to / with JavaScript, is audited without it at both
 * widths (not-found-no-js.spec.ts). The story suite tags the stories whose layout does not change with width the same
 * way (stories.spec.ts).
 */
export const desktopOnlyTag = '@desktop-only'

/**
 * Whether the route scans load an audited page as a returning visitor on this project. In \`npm test\` a phone loads the
 * template pages once, as a first-time visitor (banner shown, reduced motion), where the keyboard, resize-text and
 * motion checks run at 390 px; the returning visitor's scan with motion and its DOM checks run at 1280 px in \`npm
 * test\`, and at 390 px in \`.ci/run\`'s full matrix and \`npm run audit:a11y\`. That keeps about 35 worker-seconds out
 * of \`npm test\`.
 */
export const scansReturningVisitor = (project: string) => project !== 'mobile' || auditAll || auditRun

/**
 * Whether the route scans also audit a load with Alfa (tests/helpers/alfa.ts): in the audit run only (`.ci/run`'s full
 * matrix, `npm run audit:a11y`), never in `npm test`, where axe scans every route. Both loads of the audited pages, at
 * both widths: the first-time visitor's (reduced motion, the banner over the page) and the returning visitor's (with
 * motion: the carousel a Swiper, no banner, so the targets the banner covered are judged too), 1 to 7 s a scan here.
 */
export const scansWithAlfa = (path: string, visitor: AuditRow['visitor'] | undefined) => auditRun && isAudited(path) && visitor !== undefined
