import { describe, expect, test } from 'vitest'
import { blogPage } from './copy'
import { blogPageSchema } from './copy.schema'

describe('blog copy (SPEC §2 "Blog feed", "Blog articles")', () => {
  test('matches its schema', () => {
    expect(blogPageSchema.safeParse(blogPage).error).toBeUndefined()
  })

  test('the feed is titled as an information feed and every card says Read More', () => {
    expect(blogPage.feed.heading).toMatch(/feed/i)
    expect(blogPage.feed.readMore).toBe('Read More')
  })

  test('articles lead back to the blog', () => {
    expect(blogPage.article).toMatchObject({ backLabel: 'Back to Blog', backHref: '/blog' })
  })
})
