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
 * The pages the route scans load and audit, at both widths and in both consent states: the template pages in
 * `npm test`, every route with `AUDIT_ALL=1` (`.ci/run`'s full matrix).
 */
export const auditedPages: readonly string[] = auditAll ? checkedRoutes : templatePages

/**
 * Tags what the phone's project leaves out (tests/playwright.config.ts), where the subject is the same at every
 * width: the 404 page's scan (audited without JavaScript at both widths, not-found-no-js.spec.ts), the stories whose
 * layout does not change with width (stories.spec.ts), journeys that only store or read (e2e/).
 */
export const desktopOnlyTag = '@desktop-only'

/**
 * Whether the route scans load an audited page as a returning visitor on this project. In `npm test` a phone loads
 * each template page once, as a first-time visitor (banner shown, reduced motion), where axe and the keyboard,
 * resize-text and motion checks run at 390 px; the returning visitor's scan with motion and its DOM checks run at
 * 1280 px in `npm test`, and at 390 px in `.ci/run`'s full matrix and `npm run audit:a11y`. About 20 worker-seconds.
 */
export const scansReturningVisitor = (project: string) => project !== 'mobile' || auditAll || auditRun

/**
 * Whether the route scans also audit a load with Alfa (tests/helpers/alfa.ts): in the audit run only (`.ci/run`'s full
 * matrix, `npm run audit:a11y`), never in `npm test`, where axe alone scans the template pages. Both loads of the
 * audited pages, at both widths: the first-time visitor's (reduced motion, the banner over the page) and the
 * returning visitor's (with motion: the carousel a Swiper, no banner, so the targets the banner covered are judged
 * too), 1 to 7 s a scan here.
 */
export const scansWithAlfa = (visitor: AuditRow['visitor'] | undefined) => auditRun && visitor !== undefined
