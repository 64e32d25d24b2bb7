// How each page's layout is covered by a screenshot. A page (a Vike page, pages/<…>/+Page.tsx) whose composition
// lives in a design-system template is covered by that template's story, shot at both widths from fixtures; every
// other page by a screenshot of one or more of its routes (routes.spec.ts), rendered from recorded page data. Keyed
// by the page, not the route: a new post, paper or alias uses a page already covered, and a new page fails
// routes.spec.ts until it is listed here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type PageLayout =
  /** The page passes its data to this template, whose story (declared `responsive`) is shot at both widths. */
  | { story: string }
  /** No template: these routes are shot, at both widths, each one a layout of its own. */
  | { routes: readonly string[] }

export const pageLayouts: Record<string, PageLayout> = {
  '/pages/index': { story: 'templates--home--with-site-copy' },
  '/pages/blog/@slug': { story: 'templates--article--with-action-and-related-posts' },
  '/pages/contact-us': { story: 'templates--contact--with-own-lead-form' },
  '/pages/privacy-policy': { story: 'templates--legal--short-policy' },
  '/pages/terms-and-conditions': { story: 'templates--legal--short-policy' },
  '/pages/solutions/index': { routes: ['/solutions'] },
  '/pages/industries': { routes: ['/industries'] },
  '/pages/about': { routes: ['/about'] },
  '/pages/get-started': { routes: ['/get-started'] },
  // One page, three compositions (ContentImpact, DegradationDetection, ModelOptimization).
  '/pages/solution-details': { routes: ['/solutions/content-impact', '/solutions/degradation-detection', '/solutions/ai-model-optimization'] },
  // /feed is the same page under the spec's other name; the papers share one layout.
  '/pages/blog/index': { routes: ['/blog'] },
  '/pages/white-papers/(listing)': { routes: ['/white-papers'] },
  '/pages/white-papers/@slug': { routes: ['/white-papers/ai-model-degradation'] },
  '/pages/demo': { routes: ['/demo'] },
  '/pages/opt-out-preferences': { routes: ['/opt-out-preferences'] },
  '/pages/accessibility': { routes: ['/accessibility'] },
  '/pages/search': { routes: ['/search'] },
}

/** The routes whose screenshots routes.spec.ts takes. */
export const screenshottedRoutes: readonly string[] = Object.values(pageLayouts).flatMap((layout) => ('routes' in layout ? layout.routes : []))

/** The baseline (and recorded page data) name of a route: `/solutions/content-impact` → `solutions-content-impact`. */
export const routeSnapshotName = (path: string) => path.slice(1).replaceAll('/', '-')

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client')

/** The path of a route's page data in the build, which a client-side navigation fetches. */
export const pageContextPath = (path: string) => `${path === '/' ? '' : path}/index.pageContext.json`

/** The Vike page a built route renders, read from its page data in dist/client. */
export function builtPageId(path: string): string {
  const { pageId } = JSON.parse(readFileSync(join(clientDir, pageContextPath(path)), 'utf8')) as { pageId: string }
  return pageId
}
