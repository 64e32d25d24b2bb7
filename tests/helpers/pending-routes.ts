/**
 * Routes of content/routes.ts that are not built yet. Each later issue that
 * builds a page removes its path here in the same change, so this list only
 * shrinks: the route-table test fails when a path listed here is built (remove
 * it) or is no longer in the table (a typo or a renamed route).
 */
export const pendingRoutes = [
  '/get-started',
  '/solutions',
  '/industries',
  '/about',
  '/solutions/content-impact',
  '/solutions/degradation-detection',
  '/solutions/ai-model-optimization',
  '/blog',
  '/feed',
  '/white-papers',
  '/whitepapers',
  '/white-papers/ai-model-degradation',
  '/white-papers/ai-trust-framework',
  '/white-papers/accountable-ai-finance',
  '/white-papers/tactical-advantage-frontier-ai',
  '/contact-us',
  '/demo',
  '/blog/ai-weight-level-controls-on-nimbus-marketplace',
  '/blog/carrowfield-partnership',
  '/blog/interpretability-interoperability',
  '/blog/nimbus-mri',
  '/blog/ai-governance-defense',
  '/blog/ai-risk-defense',
  '/blog/ai-degradation-detection',
  '/blog/financial-services',
  '/blog/morgan-ellery',
  '/blog/kec-accelerator',
  '/blog/pya-ballard-award',
  '/blog/future-ai-governance',
  '/blog/hidden-risks-of-ai-in-finance',
] as const
