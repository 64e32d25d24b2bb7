// Apart from the pages' copy: the route function runs in the browser on every client
// navigation, so whatever it imports ships in every page's first load.

/** The detail routes are /solutions/<slug>; one parameterised route pre-renders each of these. */
export const solutionDetailSlugs = ['content-impact', 'degradation-detection', 'ai-model-optimization'] as const
export type SolutionDetailSlug = (typeof solutionDetailSlugs)[number]

export const solutionDetailPath = (slug: SolutionDetailSlug) => `/solutions/${slug}`

/** The slug of a detail route's path, or null for any other path (including /solutions itself). */
export function solutionDetailSlugOf(pathname: string): SolutionDetailSlug | null {
  return solutionDetailSlugs.find((slug) => solutionDetailPath(slug) === pathname) ?? null
}
