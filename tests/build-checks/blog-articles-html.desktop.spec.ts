import { JSDOM } from 'jsdom'
import { relatedPosts } from '../../content/blog/article'
import { blogPage } from '../../content/blog/copy'
import { categoryFromTitle } from '../../content/blog/feed'
import { formatLongDate } from '../../content/dates'
import { posts, routeByPath } from '../../renderer/generate/content.server'
import { site } from '../../content/site'
import { absoluteUrl } from '../../content/urls'
import { expect, test } from '../helpers/fixtures'
import { builtHtml } from '../helpers/prerendered'
import { specArticlePaths } from '../helpers/spec-entries'

// Each article's HTML as the build wrote it (dist/client), so it runs once rather than per viewport.
test('every article is pre-rendered with its head tags, BlogPosting JSON-LD, byline, related posts and safe external links', () => {
  expect(posts.map((post) => post.link)).toEqual(expect.arrayContaining([...specArticlePaths]))
  for (const post of posts) {
    const { document } = new JSDOM(builtHtml(post.link)).window
    const route = routeByPath(post.link)!
    const image = route.image!
    const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')

    expect(document.title, post.link).toBe(`${post.title} | ${site.brand}`)
    expect(meta('description'), post.link).toBe(post.description)
    expect(meta('keywords'), post.link).toBe(post.keywords.join(', '))
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absoluteUrl(post.link))
    expect(meta('og:type'), post.link).toBe('article')
    expect(meta('article:published_time'), post.link).toBe(post.date)
    expect(meta('article:author'), post.link).toBe(post.author)
    expect(meta('article:section'), post.link).toBe(post.section)
    expect(meta('og:image'), post.link).toBe(absoluteUrl(image.src))
    expect(meta('twitter:image'), post.link).toBe(absoluteUrl(image.src))

    const scripts = document.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts, post.link).toHaveLength(1)
    const jsonLd = JSON.parse(scripts[0]!.textContent!)
    expect(jsonLd, post.link).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: site.legalName },
      image: { url: absoluteUrl(image.src), width: image.width, height: image.height },
      publisher: { '@type': 'Organization', name: site.legalName, logo: { url: expect.stringMatching(/^https:\/\//) } },
    })

    const main = document.querySelector('main')!
    expect(main.querySelectorAll('h1'), post.link).toHaveLength(1)
    expect(main.querySelector('h1')?.textContent).toBe(post.title)
    expect(main.querySelector(`a[href="${blogPage.article.backHref}"]`)?.textContent).toBe(blogPage.article.backLabel)
    expect(main.querySelector('article time')?.textContent).toBe(formatLongDate(post.date))
    expect(main.textContent).toMatch(/\d+ min read/)
    expect(main.querySelector('article')?.textContent?.length, post.link).toBeGreaterThan(3000)

    // Each related card has one link, its Read More call to action stretched over the card.
    const related = [...main.querySelectorAll('section[aria-labelledby="related-heading"] a')].map((link) => link.getAttribute('href'))
    expect(related, post.link).toEqual(relatedPosts(posts, post).map((other) => other.link))
    for (const href of related) expect(categoryFromTitle(posts.find((other) => other.link === href)!.title)).toBe(categoryFromTitle(post.title))

    for (const link of main.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
      expect(link.getAttribute('target'), link.href).toBe('_blank')
      expect(link.getAttribute('rel'), link.href).toBe('noopener noreferrer')
      expect(link.textContent, link.href).toContain('(opens in a new tab)')
    }
  }
})

test("an article's code is highlighted in the pre-rendered HTML", () => {
  const { document } = new JSDOM(builtHtml('/blog/financial-services')).window
  const code = document.querySelector('main code[data-language="json"]')!
  expect(new Set([...code.querySelectorAll('span span')].map((token) => token.className)).size).toBeGreaterThan(2)
})
