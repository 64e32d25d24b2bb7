// https://vike.dev/onBeforePrerenderStart
// One page per post in content/blog/posts/: a new file needs no new page file.
import { posts } from '#renderer/generate/content.server'

export function onBeforePrerenderStart() {
  return posts.map((post) => post.link)
}
