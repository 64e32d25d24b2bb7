import { describe, expect, test } from 'vitest'
import { site } from '../site'
import { posts } from '#renderer/generate/content.server'
import { blogPostingJsonLd, serializeJsonLd } from './structured-data'

const withAuthor = posts.find((post) => post.author !== undefined)!
const withoutAuthor = posts.find((post) => post.author === undefined)!

describe('blogPostingJsonLd', () => {
  test('names headline, description, date, author, image and publisher', () => {
    const data = blogPostingJsonLd(withAuthor, withAuthor.image)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: withAuthor.title,
      description: withAuthor.description,
      datePublished: withAuthor.date,
      author: { '@type': 'Person', name: withAuthor.author },
      image: { url: `${site.origin}${withAuthor.image.src}`, width: 1200, height: 630 },
      publisher: { '@type': 'Organization', name: site.legalName },
      mainEntityOfPage: `${site.origin}${withAuthor.link}`,
    })
  })

  test('a post without a named author is credited to the company', () => {
    expect(blogPostingJsonLd(withoutAuthor, withoutAuthor.image).author).toEqual({ '@type': 'Organization', name: site.legalName, url: `${site.origin}/` })
  })
})

describe('serializeJsonLd', () => {
  test('cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' })
  })
})
