// https://vike.dev/onBeforePrerenderStart
// A route function names no URLs itself, so both paths of the listing are listed here.
import { feedPaths } from '#content/blog/feed-paths'

export function onBeforePrerenderStart() {
  return [...feedPaths]
}
