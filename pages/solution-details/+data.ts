// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { solutionDetailSlugOf } from '#content/solution-detail-slugs'
import { contentImpactPage, degradationDetectionPage, modelOptimizationPage } from '#content/pages/solution-details'

// One entry of the collection reaches the browser: this page's copy, not all three pages'.
export function data({ urlPathname }: PageContextServer) {
  const slug = solutionDetailSlugOf(urlPathname)
  switch (slug) {
    case 'content-impact':
      return { slug, page: contentImpactPage }
    case 'degradation-detection':
      return { slug, page: degradationDetectionPage }
    case 'ai-model-optimization':
      return { slug, page: modelOptimizationPage }
    default:
      // +route.ts matches only these paths, so a miss here is a routing bug.
      throw new Error(`No solution detail page at ${urlPathname}`)
  }
}

export type Data = ReturnType<typeof data>
