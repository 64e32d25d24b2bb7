// Derived facts of the blog feed (SPEC §4). Pages import these instead of
// sorting or classifying posts themselves, so the rules live in one tested place.
import type { BlogPost } from '../schema'
import { calendarDateValue } from '../dates'
import { blogCategories } from './taxonomy'
import type { BlogCategory } from './taxonomy'

export { blogCategories }
export type { BlogCategory }

/** A category a post can be derived into: every chip except the catch-all "All". */
export type PostCategory = Exclude<BlogCategory, 'All'>

// SPEC §4, checked in this order; the first rule with a matching word wins.
// Matching is a case-insensitive substring test, so "Risks" counts as "Risk"
// and "Partnerships" as "Partnership". The flip side is that a word such as
// "toward" would count as "Award"; titles are few and tested, so we accept it.
const categoryRules: readonly (readonly [PostCategory, readonly string[]])[] = [
  ['News', ['partnership', 'award', 'appointed', 'selects']],
  ['Security & Control', ['defense', 'security', 'risk']],
  ['Governance & Compliance', ['governance', 'compliance', 'financial']],
]

/** SPEC §4: the feed category is derived from the title alone. */
export function categoryFromTitle(title: string): PostCategory {
  const lower = title.toLowerCase()
  for (const [category, words] of categoryRules) {
    if (words.some((word) => lower.includes(word))) return category
  }
  return 'Frontier AI Resilience'
}

/**
 * Newest first by calendar date. Posts on the same day keep their order in
 * the source list (the sort is stable), so editors decide ties in posts.ts.
 */
export function postsNewestFirst<T extends Pick<BlogPost, 'date'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => calendarDateValue(b.date) - calendarDateValue(a.date))
}

/** SPEC §4: the featured card is the newest post of all, whatever the filter. */
export function featuredPost<T extends Pick<BlogPost, 'date'>>(posts: readonly T[]): T | undefined {
  return postsNewestFirst(posts)[0]
}

/** The posts a category chip selects, newest first ("All" selects every post). */
export function postsInCategory<T extends Pick<BlogPost, 'date' | 'title'>>(posts: readonly T[], category: BlogCategory): T[] {
  const selected = category === 'All' ? posts : posts.filter((post) => categoryFromTitle(post.title) === category)
  return postsNewestFirst(selected)
}

/**
 * SPEC §4: the grid shows the selected category newest first with its first
 * post skipped. Under "All" that skipped post is the featured one; under a
 * filter it is the filtered list's newest, which then appears nowhere.
 */
export function gridPosts<T extends Pick<BlogPost, 'date' | 'title'>>(posts: readonly T[], category: BlogCategory): T[] {
  return postsInCategory(posts, category).slice(1)
}

/** The URL query parameter that carries the selected chip, e.g. /blog?category=news. */
export const categoryParameter = 'category'

/** A category's value in the URL: lower case, words joined by hyphens ("security-and-control"). */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replaceAll('&', 'and').replace(/[^a-z0-9]+/g, '-')
}

/** The category a URL query names; "All" when it names none or an unknown one. */
export function categoryFromSearch(search: string): BlogCategory {
  const slug = new URLSearchParams(search).get(categoryParameter)
  return blogCategories.find((category) => category !== 'All' && categorySlug(category) === slug) ?? 'All'
}

/** The query string for a category: empty for "All", so the listing keeps one canonical URL. */
export function searchForCategory(category: BlogCategory): string {
  return category === 'All' ? '' : `?${categoryParameter}=${categorySlug(category)}`
}
