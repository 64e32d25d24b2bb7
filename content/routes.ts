// SPEC §2: every public path, with the head metadata each page sets (§3 "Page metadata"). Most of it is the pages'
// copy files' `meta`; the posts, white papers and legal documents are files the build reads
// (renderer/generate/content.server.ts), so the table is built from them by `routeTable`. The renderer reads titles
// and descriptions from it, the link test checks every internal href against it, and the pre-render lists it.
import { blogMeta } from './blog/copy'
import { canonicalFeedPath, feedPaths } from './blog/feed-paths'
import type { LegalDocumentName, LegalFrontMatter } from './legal/documents'
import { aboutMeta } from './pages/about'
import { contactMeta } from './pages/contact'
import { demoMeta } from './pages/demo'
import { getStartedMeta } from './pages/get-started'
import { homeMeta } from './pages/home'
import { industriesMeta } from './pages/industries'
import { solutionDetailMeta } from './pages/solution-details'
import { solutionsMeta } from './pages/solutions'
import type { BlogPost, ErrorPageMeta, Image, PageMeta } from './schema'
import { searchPath } from './search-control'
import { site } from './site'
import { articleCard, familyCards, socialImage, whitePaperCard } from './social-cards'
import type { SocialCard } from './social-cards'
import { whitePapersMeta } from './white-papers/papers'
import type { WhitePaperPage } from './white-papers/schema'

/** Social card of the home page, and of the 404 and error pages, which have no family of their own. */
export const defaultImage: Image = socialImage(familyCards.home)

const titled = (title: string) => `${title} | ${site.brand}`

type PageInput = Omit<PageMeta, 'kind' | 'type' | 'title' | 'image'> & { title: string; card: SocialCard }

const page = ({ title, card, ...rest }: PageInput): PageMeta => ({ kind: 'page', ...rest, image: socialImage(card), title: titled(title), type: 'website' })

/** Keywords every marketing page adds to its own. */
const coreKeywords = ['weight-level control', 'neural network editing', 'AI model repair', 'MLOps'] as const

interface MetaCopy {
  readonly title: string
  readonly description: string
  readonly keywords: readonly string[]
}

/** A marketing page's route from its copy file's `meta`, with the core keywords after its own. */
const marketingPage = (path: string, card: SocialCard, meta: MetaCopy, canonicalPath?: string): PageMeta =>
  page({
    path,
    title: meta.title,
    description: meta.description,
    keywords: [...meta.keywords, ...coreKeywords],
    ...(canonicalPath === undefined ? {} : { canonicalPath }),
    card,
  })

/** The files the route table is built from besides the pages' copy. */
export interface RouteSources {
  readonly posts: readonly BlogPost[]
  readonly papers: readonly WhitePaperPage[]
  readonly legal: Readonly<Record<LegalDocumentName, LegalFrontMatter>>
}

const legalPage = (path: string, { title, description, keywords }: LegalFrontMatter): PageMeta =>
  page({ path, title, description, keywords: [...keywords], card: familyCards.legal })

function staticRoutes({ papers, legal }: RouteSources): PageMeta[] {
  return [
    marketingPage('/', familyCards.home, homeMeta),
    marketingPage('/get-started', familyCards.getStarted, getStartedMeta),
    marketingPage('/solutions', familyCards.solutions, solutionsMeta),
    marketingPage('/industries', familyCards.industries, industriesMeta),
    marketingPage('/about', familyCards.about, aboutMeta),
    marketingPage('/solutions/content-impact', familyCards.solutions, solutionDetailMeta['content-impact']),
    marketingPage('/solutions/degradation-detection', familyCards.solutions, solutionDetailMeta['degradation-detection']),
    marketingPage('/solutions/ai-model-optimization', familyCards.solutions, solutionDetailMeta['ai-model-optimization']),
    ...feedPaths.map((path) => marketingPage(path, familyCards.blog, blogMeta, path === canonicalFeedPath ? undefined : canonicalFeedPath)),
    marketingPage('/white-papers', familyCards.whitePapers, whitePapersMeta),
    marketingPage('/whitepapers', familyCards.whitePapers, whitePapersMeta, '/white-papers'),
    ...papers.map((paper) =>
      page({
        path: `/white-papers/${paper.slug}`,
        title: `${paper.title} (White Paper)`,
        description: paper.description,
        keywords: [...paper.keywords],
        // The cover art is SVG, which social platforms do not display.
        card: whitePaperCard(paper),
      }),
    ),
    legalPage('/privacy-policy', legal['privacy-policy']),
    legalPage('/terms-and-conditions', legal['terms-and-conditions']),
    page({
      path: '/opt-out-preferences',
      card: familyCards.legal,
      title: 'Cookie Preferences',
      description: 'Review the functional, analytics and security cookies this website uses, and accept, reject or change your choices at any time.',
      keywords: ['cookie preferences', 'cookie policy', 'opt out', 'analytics cookies', 'consent'],
    }),
    marketingPage('/contact-us', familyCards.contact, contactMeta),
    marketingPage('/demo', familyCards.contact, demoMeta),
  ]
}

const articleRoute = (post: BlogPost): PageMeta => ({
  kind: 'page',
  path: post.link,
  title: titled(post.title),
  description: post.description,
  keywords: [...post.keywords],
  image: socialImage(articleCard(post)),
  type: 'article',
  article: {
    ...(post.author === undefined ? {} : { author: post.author }),
    publishedTime: post.date,
    section: post.section,
  },
})

/**
 * Pages beyond SPEC §2, each added on purpose by an issue: the route table's tests list them
 * apart from the spec's paths.
 */
export const declaredAdditions: readonly PageMeta[] = [
  // Issue 23: the accessibility statement, linked from the footer's Legal column.
  page({
    path: '/accessibility',
    card: familyCards.accessibility,
    title: 'Accessibility Statement',
    description: `How ${site.brand} makes this website accessible: the WCAG 2.2 AA target, the checks run on every change, known limitations and how to report a problem.`,
    keywords: ['accessibility statement', 'WCAG 2.2', 'accessibility', 'assistive technology', 'keyboard access'],
  }),
  // Issue 50: site search, which lists every article, white paper and page without JavaScript.
  page({
    path: searchPath,
    card: familyCards.search,
    title: 'Search',
    description: `Search every article, white paper and page of the ${site.brand} website, or browse them all by kind.`,
    keywords: ['search', 'site search', 'articles', 'white papers', ...coreKeywords],
  }),
]

/** Every public path: the pages, the white papers and legal documents among them, the articles, then the declared additions. */
export function routeTable(sources: RouteSources): readonly PageMeta[] {
  return [...staticRoutes(sources), ...sources.posts.map(articleRoute), ...declaredAdditions]
}

/** A lookup of `routes` by pathname: a trailing slash is ignored, query and hash are not accepted. */
export function routeLookup(routes: readonly PageMeta[]): (path: string) => PageMeta | undefined {
  const byPath = new Map(routes.map((route) => [route.path, route]))
  return (path) => byPath.get(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)
}

/** Head metadata for unknown paths before the client redirects (SPEC §2). */
export const notFoundMeta: ErrorPageMeta = {
  kind: 'not-found',
  title: titled('Page not found'),
  description: `The page you asked for does not exist or has moved. Continue to the ${site.brand} home page.`,
  keywords: ['page not found', '404'],
  image: defaultImage,
  type: 'website',
}

/** Head metadata for the router's generic error fallback (SPEC §2). */
export const errorMeta: ErrorPageMeta = {
  kind: 'error',
  title: titled('Unexpected Application Error'),
  description: 'Something went wrong while loading this page. Please reload it or return to the home page.',
  keywords: ['error'],
  image: defaultImage,
  type: 'website',
}

