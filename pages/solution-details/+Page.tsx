// https://vike.dev/Page
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'
import { ContentImpact } from './ContentImpact'
import { DegradationDetection } from './DegradationDetection'
import { ModelOptimization } from './ModelOptimization'

export default function Page() {
  const data = usePageContext().data as Data
  switch (data.slug) {
    case 'content-impact':
      return <ContentImpact page={data.page} />
    case 'degradation-detection':
      return <DegradationDetection page={data.page} />
    case 'ai-model-optimization':
      return <ModelOptimization page={data.page} />
  }
}
