// Derived facts of one article page: its reading time and its related posts.
// Pure functions, so the page and the tests share one definition.
import type { BlogPost } from '../schema'
import { categoryFromTitle, postsNewestFirst } from './feed'

/** An adult's silent reading speed for non-fiction prose, the usual basis for "n min read". */
export const wordsPerMinute = 230

/** Whole minutes, at least one: counts words of the Markdown with its link targets and markup left out. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`[\]-]/g, ' ')
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / wordsPerMinute))
}

/** At most this many related posts follow an article. */
export const relatedPostLimit = 3

/** Other posts in the article's feed category (SPEC §4), newest first, at most three. */
export function relatedPosts<T extends Pick<BlogPost, 'date' | 'title' | 'link'>>(posts: readonly T[], article: T): T[] {
  const category = categoryFromTitle(article.title)
  return postsNewestFirst(posts.filter((post) => post.link !== article.link && categoryFromTitle(post.title) === category)).slice(
    0,
    relatedPostLimit,
  )
}
