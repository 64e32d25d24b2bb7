// https://vike.dev/Page
import type { FunctionComponent } from 'react'
import { solutionDetailSlugOf, type SolutionDetailSlug } from '../../content/pages/solution-details'
import { usePageContext } from '../../renderer/usePageContext'
import { ContentImpact } from './ContentImpact'
import { DegradationDetection } from './DegradationDetection'
import { ModelOptimization } from './ModelOptimization'

const views: Record<SolutionDetailSlug, FunctionComponent> = {
  'content-impact': ContentImpact,
  'degradation-detection': DegradationDetection,
  'ai-model-optimization': ModelOptimization,
}

export default function Page() {
  const { urlPathname } = usePageContext()
  // +route.ts matches only these paths, so a miss here is a routing bug.
  const slug = solutionDetailSlugOf(urlPathname)
  if (!slug) throw new Error(`No solution detail page at ${urlPathname}`)
  const View = views[slug]
  return <View />
}
