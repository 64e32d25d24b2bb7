// https://vike.dev/onBeforePrerenderStart
// One page per post in content/blog/posts.ts: a new entry needs no new page file.
import { posts } from '#content/blog/posts'

export function onBeforePrerenderStart() {
  return posts.map((post) => post.link)
}
