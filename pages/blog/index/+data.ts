// https://vike.dev/data
import { posts } from '#content/blog/posts'

// The post list is the page's data, not part of its script (and the same list for /blog and /feed).
export function data() {
  return { posts }
}

export type Data = ReturnType<typeof data>
