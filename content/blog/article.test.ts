import { describe, expect, test } from 'vitest'
import { readingMinutes, relatedPostLimit, relatedPosts, wordsPerMinute } from './article'
import { postMarkdown, posts } from '#renderer/generate/content.server'
import { categoryFromTitle } from './feed'

describe('readingMinutes', () => {
  test('rounds the word count at the reading speed, with at least one minute', () => {
    expect(readingMinutes('word '.repeat(wordsPerMinute * 4))).toBe(4)
    expect(readingMinutes('A short note.')).toBe(1)
  })

  test('ignores link targets, markup and fenced code', () => {
    const prose = 'word '.repeat(wordsPerMinute * 2)
    const noise = `\n\n## [link](/a/very/long/path/with/many/parts)\n\n\`\`\`json\n${'{"a": 1} '.repeat(wordsPerMinute * 3)}\n\`\`\`\n`
    expect(readingMinutes(prose + noise)).toBe(readingMinutes(prose + ' link'))
  })

  test('every article takes a few minutes', () => {
    for (const post of posts) expect(readingMinutes(postMarkdown(post.slug)), post.slug).toBeGreaterThanOrEqual(3)
  })
})

describe('relatedPosts', () => {
  test('up to three other posts of the same category, newest first', () => {
    for (const post of posts) {
      const related = relatedPosts(posts, post)
      const sameCategory = posts.filter((other) => other !== post && categoryFromTitle(other.title) === categoryFromTitle(post.title))
      expect(related.length, post.slug).toBe(Math.min(relatedPostLimit, sameCategory.length))
      expect(related, post.slug).not.toContain(post)
      for (const other of related) expect(categoryFromTitle(other.title)).toBe(categoryFromTitle(post.title))
      const dates = related.map((other) => other.date)
      expect(dates, post.slug).toEqual([...dates].sort().reverse())
    }
  })

  test('every post has at least one related post', () => {
    for (const post of posts) expect(relatedPosts(posts, post).length, post.slug).toBeGreaterThan(0)
  })
})
