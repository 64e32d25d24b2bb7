// https://vike.dev/data
import { blogPage } from '#content/blog/copy'
import { posts } from '#renderer/generate/content.server'

// The post list and the copy around it are the page's data, not part of its script (and the same for /blog and /feed).
export function data() {
  return { posts, copy: blogPage.feed }
}

export type Data = ReturnType<typeof data>
