// The blog's RSS 2.0 and Atom 1.0 documents, built at build time with `feed`
// from the same posts the feed page lists (SPEC §3 "Blog post"). Build only:
// vite.config.ts' socialArtifacts plugin writes them into dist/client.
import { Feed } from 'feed'
import { calendarDateValue } from '#content/dates'
import type { BlogPost } from '#content/schema'
import { site } from '#content/site'
import { absoluteUrl } from '#content/urls'
import { categoryFromTitle, postsNewestFirst } from '#content/blog/feed'
import { posts } from './content.server'
import { feedTitle, syndicationFeeds } from '#content/blog/syndication'

/** Calendar dates carry no time, so an item is dated midnight UTC: the same day in every feed reader's view of the file. */
const postDate = (post: Pick<BlogPost, 'date'>) => new Date(calendarDateValue(post.date))

function buildFeed(entries: readonly BlogPost[]): Feed {
  const newestFirst = postsNewestFirst(entries)
  const blogUrl = absoluteUrl('/blog')
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: feedTitle,
    description: `News, technical insights and announcements from ${site.brand}.`,
    language: 'en',
    copyright: `© ${site.copyrightYear} ${site.legalName}`,
    // The newest post's date rather than the build time, so an unchanged blog builds byte-identical feeds.
    ...(newestFirst[0] === undefined ? {} : { updated: postDate(newestFirst[0]) }),
    generator: false,
    favicon: absoluteUrl('/favicon.svg'),
    author: { name: site.brand, link: site.origin },
    feedLinks: { rss: absoluteUrl(syndicationFeeds.rss.path), atom: absoluteUrl(syndicationFeeds.atom.path) },
  })
  for (const post of newestFirst) {
    const link = absoluteUrl(post.link)
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.description,
      date: postDate(post),
      published: postDate(post),
      category: [{ name: categoryFromTitle(post.title) }],
      // RSS 2.0 requires an email address for an item's author; the press desk answers for every post.
      author: [{ name: post.author ?? site.brand, email: site.pressEmail }],
    })
  }
  return feed
}

/** The RSS 2.0 and Atom 1.0 documents for `entries` (every post unless told otherwise). */
export function syndicationDocuments(entries: readonly BlogPost[] = posts): { rss: string; atom: string } {
  const feed = buildFeed(entries)
  return { rss: feed.rss2(), atom: feed.atom1() }
}
