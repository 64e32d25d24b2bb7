// https://vike.dev/onBeforePrerenderStart
import { solutionDetailPath, solutionDetailSlugs } from '../../content/pages/solution-details'

export default function onBeforePrerenderStart() {
  return solutionDetailSlugs.map(solutionDetailPath)
}
