// Head tags for a page, built once from its metadata and used both by
// onRenderHtml (as a string) and by onRenderClient (as DOM updates).
import { syndicationFeeds } from '#content/blog/syndication'
import type { HeadMeta } from '#content/schema'
import { site } from '#content/site'
import { absoluteUrl, canonicalUrl } from '#content/urls'

export interface HeadTag {
  tag: 'meta' | 'link'
  attributes: Record<string, string>
}

export function headTags(meta: HeadMeta): HeadTag[] {
  // Only a route has a URL of its own. The error page answers any URL, so it
  // names none and asks not to be indexed rather than claim the URL it was served at.
  const canonical = meta.kind === 'page' ? canonicalUrl(meta) : undefined
  const image = meta.image
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: meta.description } },
    { tag: 'meta', attributes: { name: 'keywords', content: meta.keywords.join(', ') } },
    canonical === undefined
      ? { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } }
      : { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: site.brand } },
    { tag: 'meta', attributes: { property: 'og:locale', content: site.locale } },
    { tag: 'meta', attributes: { property: 'og:type', content: meta.type } },
    { tag: 'meta', attributes: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: meta.description } },
  ]
  if (canonical !== undefined) tags.push({ tag: 'meta', attributes: { property: 'og:url', content: canonical } })
  tags.push(
    { tag: 'meta', attributes: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: meta.description } },
  )
  if (image) {
    tags.push(
      { tag: 'meta', attributes: { property: 'og:image', content: absoluteUrl(image.src) } },
      { tag: 'meta', attributes: { property: 'og:image:width', content: String(image.width) } },
      { tag: 'meta', attributes: { property: 'og:image:height', content: String(image.height) } },
      { tag: 'meta', attributes: { property: 'og:image:alt', content: image.alt } },
      { tag: 'meta', attributes: { name: 'twitter:image', content: absoluteUrl(image.src) } },
      { tag: 'meta', attributes: { name: 'twitter:image:alt', content: image.alt } },
    )
  }
  // Every page, the 404 included, tells feed readers where the blog's feeds are.
  for (const feed of Object.values(syndicationFeeds)) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', type: feed.type, title: feed.title, href: absoluteUrl(feed.path) } })
  }
  const article = meta.kind === 'page' ? meta.article : undefined
  if (article) {
    if (article.author) tags.push({ tag: 'meta', attributes: { property: 'article:author', content: article.author } })
    tags.push(
      { tag: 'meta', attributes: { property: 'article:published_time', content: article.publishedTime } },
      { tag: 'meta', attributes: { property: 'article:section', content: article.section } },
    )
  }
  return tags
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** Marks tags that belong to the page (replaced on navigation), not the document. */
const pageHeadMarker = 'data-page-head'

export function headTagsToHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
        .join(' ')
      return `<${tag} ${attrs} ${pageHeadMarker}>`
    })
    .join('\n    ')
}

/** Client navigation: swap the previous page's tags for this page's. */
export function applyHead(meta: HeadMeta): void {
  document.title = meta.title
  for (const element of document.head.querySelectorAll(`[${pageHeadMarker}]`)) element.remove()
  const fragment = document.createDocumentFragment()
  for (const { tag, attributes } of headTags(meta)) {
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    element.setAttribute(pageHeadMarker, '')
    fragment.append(element)
  }
  document.head.append(fragment)
}
