/** About, Get Started and the three solution detail pages (issue 7), with their snapshot names. */
export const companyPages = [
  { path: '/about', name: 'about' },
  { path: '/get-started', name: 'get-started' },
  { path: '/solutions/content-impact', name: 'content-impact' },
  { path: '/solutions/degradation-detection', name: 'degradation-detection' },
  { path: '/solutions/ai-model-optimization', name: 'ai-model-optimization' },
] as const
