// SPEC §2: every public path, with the head metadata each page sets (§3 "Page
// metadata"). The renderer reads titles and descriptions from here, the link
// test checks every internal href against it, and the pre-render lists it.
import { canonicalFeedPath, feedPaths } from './blog/feed-paths'
import { posts } from './blog/posts'
import type { ErrorPageMeta, Image, PageMeta } from './schema'
import { site } from './site'
import { articleCard, familyCards, socialImage, whitePaperCard } from './social-cards'
import type { SocialCard } from './social-cards'
import { whitePaperPages } from './white-papers/papers'

/** Social card of the home page, and of the 404 and error pages, which have no family of their own. */
export const defaultImage: Image = socialImage(familyCards.home)

const titled = (title: string) => `${title} | ${site.brand}`

type PageInput = Omit<PageMeta, 'kind' | 'type' | 'title' | 'image'> & { title: string; card: SocialCard }

const page = ({ title, card, ...rest }: PageInput): PageMeta => ({ kind: 'page', ...rest, image: socialImage(card), title: titled(title), type: 'website' })

const coreKeywords = ['weight-level control', 'neural network editing', 'AI model repair', 'MLOps'] as const

const blogMeta = {
  title: 'Feed: News and Insights',
  description: `News, technical insights and announcements from ${site.brand} on AI governance, model security and weight-level control of neural networks.`,
  keywords: ['AI blog', 'AI governance', 'model security', 'frontier AI resilience', 'company news', ...coreKeywords],
}

const whitePapersMeta = {
  title: 'Technical Research: White Papers',
  description: 'White papers on accountable AI for finance and tactical advantage in frontier AI: research on weight-level control of neural networks.',
  keywords: ['AI white papers', 'technical research', 'accountable AI', 'defense AI', 'financial services AI', ...coreKeywords],
}

const staticRoutes: readonly PageMeta[] = [
  page({
    path: '/',
    card: familyCards.home,
    title: 'Weight-Level Control for Neural Networks',
    description: 'Diagnose, repair, edit and steer neural networks in minutes, without retraining. Checkpoint-native ML resilience software, production-ready in days.',
    keywords: ['checkpoint-native', 'ML resilience', 'AI model editing', 'behavior steering', 'training impact analysis', ...coreKeywords],
  }),
  page({
    path: '/get-started',
    card: familyCards.getStarted,
    title: 'Get Started: Schedule a Technical Call',
    description: 'Book a 30-minute technical call, set up your subscription and deploy in days, through a cloud marketplace, on-premises or in your own cloud.',
    keywords: ['technical call', 'AI software subscription', 'deployment in days', 'on-premises AI tools', 'cloud marketplace', ...coreKeywords],
  }),
  page({
    path: '/solutions',
    card: familyCards.solutions,
    title: 'Solutions: Four Tools for Weight-Level Control',
    description: 'Edit weights, steer behavior, analyze training impact and map training influence, all from model checkpoints, at arm\'s length from your data.',
    keywords: ['--edit-weights', '--steer-behavior', '--analyze-impact', '--map-influence', 'platform compatibility', ...coreKeywords],
  }),
  page({
    path: '/industries',
    card: familyCards.industries,
    title: 'Industries: Model Control Across Six Sectors',
    description: 'Weight-level control for model foundries, manufacturing, defense, financial services, healthcare and mission-critical AI builders.',
    keywords: ['AI for defense', 'AI in financial services', 'healthcare AI', 'manufacturing AI', 'model foundries', ...coreKeywords],
  }),
  page({
    path: '/about',
    card: familyCards.about,
    title: 'About Us: Mission, Story and Team',
    description: `Why ${site.brand} exists: a U.S.-based team founded in late 2023 to make neural networks explainable, correctable and controllable.`,
    keywords: ['about', 'AI company', 'leadership team', 'mission', 'black-box AI', ...coreKeywords],
  }),
  page({
    path: '/solutions/content-impact',
    card: familyCards.solutions,
    title: 'Content Impact: Trace What Your Model Learned',
    description: 'Attribute model behavior to the training content and sessions that produced it, for copyright questions and AI data analysis.',
    keywords: ['training-content attribution', 'copyright and AI', 'AI data analysis', 'influence mapping', ...coreKeywords],
  }),
  page({
    path: '/solutions/degradation-detection',
    card: familyCards.solutions,
    title: 'Degradation Detection: Catch Decline Early',
    description: 'Detect AI model degradation from checkpoints before it reaches production metrics, find the cause and repair it without retraining.',
    keywords: ['model degradation', 'degradation detection', 'model drift', 'checkpoint analysis', ...coreKeywords],
  }),
  page({
    path: '/solutions/ai-model-optimization',
    card: familyCards.solutions,
    title: 'AI Model Optimization Without Retraining',
    description: 'Optimize deployed models at the weight level: up to 90% lower training and maintenance cost, results in minutes, de minimis compute overhead.',
    keywords: ['AI model optimization', 'no retraining', 'training cost reduction', 'model efficiency', ...coreKeywords],
  }),
  ...feedPaths.map((path) =>
    page({ path, ...blogMeta, card: familyCards.blog, ...(path === canonicalFeedPath ? {} : { canonicalPath: canonicalFeedPath }) }),
  ),
  page({ path: '/white-papers', ...whitePapersMeta, card: familyCards.whitePapers }),
  page({ path: '/whitepapers', ...whitePapersMeta, card: familyCards.whitePapers, canonicalPath: '/white-papers' }),
  ...Object.values(whitePaperPages).map((paper) =>
    page({
      path: `/white-papers/${paper.slug}`,
      title: `${paper.title} (White Paper)`,
      description: paper.description,
      keywords: [...paper.keywords],
      // The cover art is SVG, which social platforms do not display.
      card: whitePaperCard(paper),
    }),
  ),
  page({
    path: '/privacy-policy',
    card: familyCards.legal,
    title: 'Privacy Policy',
    description: `How ${site.legalName} collects, uses, shares and protects personal information on its website, and the choices and rights you have.`,
    keywords: ['privacy policy', 'personal information', 'data protection', 'cookies'],
  }),
  page({
    path: '/terms-and-conditions',
    card: familyCards.legal,
    title: 'Terms and Conditions',
    description: `The terms that govern your use of the ${site.brand} website, its blog, white papers, demonstrations and other materials.`,
    keywords: ['terms and conditions', 'website terms', 'license', 'legal'],
  }),
  page({
    path: '/opt-out-preferences',
    card: familyCards.legal,
    title: 'Cookie Preferences',
    description: 'Review the functional, analytics and security cookies this website uses, and accept, reject or change your choices at any time.',
    keywords: ['cookie preferences', 'cookie policy', 'opt out', 'analytics cookies', 'consent'],
  }),
  page({
    path: '/contact-us',
    card: familyCards.contact,
    title: 'Contact Us',
    description: `Questions about weight-level model control, deployment or pricing? Send the ${site.brand} team a message or book a technical call.`,
    keywords: ['contact', 'sales inquiry', 'technical call', 'AI model control', ...coreKeywords],
  }),
  page({
    path: '/demo',
    card: familyCards.contact,
    title: 'Request a Demo: CNN and LLM Use Cases',
    description: 'See weight-level control repair a mislabeled-aircraft CNN and remove sensitive data from a medical chatbot, without retraining.',
    keywords: ['demo', 'CNN demo', 'LLM demo', 'sensitive data removal', 'mislabeled data', ...coreKeywords],
  }),
]

const articleRoutes: readonly PageMeta[] = posts.map((post) => ({
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
}))

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
]

/** SPEC §2's 34 public paths (21 pages and aliases plus 13 articles), then the declared additions. */
export const routes: readonly PageMeta[] = [...staticRoutes, ...articleRoutes, ...declaredAdditions]

export const routePaths: readonly string[] = routes.map((route) => route.path)

const byPath = new Map(routes.map((route) => [route.path, route]))

/** The route for a pathname; a trailing slash is ignored, query and hash are not accepted. */
export function routeByPath(path: string): PageMeta | undefined {
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return byPath.get(normalized)
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

