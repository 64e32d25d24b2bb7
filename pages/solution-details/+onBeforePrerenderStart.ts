// https://vike.dev/onBeforePrerenderStart
import { solutionDetailPath, solutionDetailSlugs } from '#content/solution-detail-slugs'

export default function onBeforePrerenderStart() {
  return solutionDetailSlugs.map(solutionDetailPath)
}
