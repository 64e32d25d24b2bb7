// Where the blog's RSS and Atom documents live and how pages announce them.
// Kept apart from syndication.server.ts (which builds them) because the head
// tags of every page, rendered in the browser too, link to both.
import { site } from '../site'

export const feedTitle = `${site.brand} Feed: News and Insights`

export const syndicationFeeds = {
  rss: { path: '/blog/rss.xml', type: 'application/rss+xml', title: `${feedTitle} (RSS)` },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml', title: `${feedTitle} (Atom)` },
} as const
