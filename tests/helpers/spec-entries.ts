// The entries SPEC.md fixes, for tests to find among the content rather than to count it: the 13 articles (§2 routes,
// §3 ids and dates, §2 sections), the 4 white papers with the 2 listed items (§2, §3) and the 34 public paths (§2).
// A post or a paper the marketing team adds is an entry the spec does not list, so a test holding these still passes.
// Slugs that the spec writes with a placeholder ({cloud}, {reseller}, {name}) are the ones published under the
// fictional names; they stay as they are when a name in content/settings.json changes.

/** SPEC §3 "Blog post": ids in the order the spec lists the posts, each with its date and its section (§2). */
export const specArticles = [
  { id: 1, slug: 'ai-weight-level-controls-on-nimbus-marketplace', date: '2025-10-28', section: 'Product Announcements' },
  { id: 2, slug: 'carrowfield-partnership', date: '2025-07-07', section: 'Partnerships' },
  { id: 3, slug: 'interpretability-interoperability', date: '2024-04-08', section: 'Technical Insights' },
  { id: 4, slug: 'nimbus-mri', date: '2025-04-08', section: 'Press Release' },
  { id: 5, slug: 'ai-governance-defense', date: '2025-02-13', section: 'Defense & Security' },
  { id: 6, slug: 'ai-risk-defense', date: '2024-12-08', section: 'Defense & Security' },
  { id: 7, slug: 'ai-degradation-detection', date: '2024-08-13', section: 'Technical Insights' },
  { id: 8, slug: 'financial-services', date: '2024-06-13', section: 'Governance & Compliance' },
  { id: 9, slug: 'morgan-ellery', date: '2024-06-05', section: 'Company News' },
  { id: 10, slug: 'kec-accelerator', date: '2024-05-07', section: 'News' },
  { id: 11, slug: 'pya-ballard-award', date: '2024-04-03', section: 'News' },
  { id: 12, slug: 'future-ai-governance', date: '2024-02-29', section: 'Governance & Compliance' },
  { id: 13, slug: 'hidden-risks-of-ai-in-finance', date: '2025-10-09', section: 'Security & Control' },
] as const

export const specArticlePaths: readonly string[] = specArticles.map((article) => `/blog/${article.slug}`)

/** SPEC §2 White papers: the four pages. */
export const specWhitePaperSlugs = ['ai-model-degradation', 'ai-trust-framework', 'accountable-ai-finance', 'tactical-advantage-frontier-ai'] as const

/** SPEC §3 "White paper item": the two listed, newest first. */
export const specWhitePaperItems = [
  { id: 1, title: 'Accountable AI for Finance Leaders', date: '2024-01-15', pages: '32 pages', type: 'Financial Services', link: '/white-papers/accountable-ai-finance' },
  { id: 2, title: 'Gain Tactical Advantage in Frontier AI', date: '2023-12-08', pages: '45 pages', type: 'Defense Applications', link: '/white-papers/tactical-advantage-frontier-ai' },
] as const

/** SPEC §2's 34 public paths: its table's 21 pages and aliases, in the table's order, then the 13 articles. */
export const specRoutePaths: readonly string[] = [
  '/',
  '/get-started',
  '/solutions',
  '/industries',
  '/about',
  '/solutions/content-impact',
  '/solutions/degradation-detection',
  '/solutions/ai-model-optimization',
  '/feed',
  '/blog',
  '/white-papers',
  '/whitepapers',
  ...specWhitePaperSlugs.map((slug) => `/white-papers/${slug}`),
  '/privacy-policy',
  '/terms-and-conditions',
  '/opt-out-preferences',
  '/contact-us',
  '/demo',
  ...specArticlePaths,
]

/** Those of `entries` the spec lists, in the order it lists them; what was added since is left out. */
export function specEntriesOf<T extends { slug: string }>(entries: readonly T[]): T[] {
  return specArticles.flatMap((article) => entries.filter((entry) => entry.slug === article.slug))
}
