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

export const auditedPages: readonly string[] = auditAll ? checkedRoutes : templatePages

/** Routes the route scans (tests/a11y/routes.spec.ts) also audit with Alfa: the same pages, and the 404 page. */
export const alfaScannedPaths: ReadonlySet<string> = new Set([...auditedPages, notFoundPath])
