// https://vike.dev/onBeforePrerenderStart
import { whitePaperSlugs } from '#renderer/generate/content.server'

// One page per paper in content/white-papers/papers/: adding a file adds its page.
export function onBeforePrerenderStart() {
  return whitePaperSlugs.map((slug) => `/white-papers/${slug}`)
}
