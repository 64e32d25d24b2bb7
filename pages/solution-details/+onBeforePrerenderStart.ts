// https://vike.dev/onBeforePrerenderStart
import { solutionDetailPath, solutionDetailSlugs } from '../../content/pages/solution-detail-slugs'

export default function onBeforePrerenderStart() {
  return solutionDetailSlugs.map(solutionDetailPath)
}
