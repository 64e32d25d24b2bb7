// schema.org BlogPosting for an article page (https://schema.org/BlogPosting),
// rendered as a JSON-LD data block. Built at pre-render from the same post and
// route metadata as the head tags, so search engines read one story.
import type { BlogPost, Image } from '../schema'
import { calendarDate } from '../dates'
import { site } from '../site'
import { absoluteUrl } from '../urls'

export interface BlogPostingJsonLd {
  '@context': 'https://schema.org'
  '@type': 'BlogPosting'
  headline: string
  description: string
  datePublished: string
  author: { '@type': 'Person' | 'Organization'; name: string; url?: string }
  image: { '@type': 'ImageObject'; url: string; width: number; height: number }
  publisher: { '@type': 'Organization'; name: string; url: string; logo: { '@type': 'ImageObject'; url: string } }
  mainEntityOfPage: string
  url: string
  articleSection: string
  keywords: string
}

/** The post's structured data; `image` is the route's social image, the one og:image names. */
export function blogPostingJsonLd(post: BlogPost, image: Image): BlogPostingJsonLd {
  const url = absoluteUrl(post.link)
  const publisher = {
    '@type': 'Organization',
    name: site.legalName,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
  } as const
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: calendarDate(post.date),
    // Posts without a named author are company announcements.
    author: post.author === undefined ? { '@type': 'Organization', name: site.legalName, url: absoluteUrl('/') } : { '@type': 'Person', name: post.author },
    image: { '@type': 'ImageObject', url: absoluteUrl(image.src), width: image.width, height: image.height },
    publisher,
    mainEntityOfPage: url,
    url,
    articleSection: post.section,
    keywords: post.keywords.join(', '),
  }
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no
 * string in the data can close the script element early.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
