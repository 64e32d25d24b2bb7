// https://vike.dev/onBeforePrerenderStart
import { whitePaperSlugs } from '#content/white-papers/papers'

// One page per paper in content/white-papers/: adding a paper adds its page.
export function onBeforePrerenderStart() {
  return whitePaperSlugs.map((slug) => `/white-papers/${slug}`)
}
