// Copy of the blog feed and the frame around each article, checked against ./copy.schema (copy.test.ts).
import { site } from '../site'
import type { BlogPageContent } from './copy.schema'

export const blogPage = {
  feed: {
    eyebrow: 'News · Insights · Announcements',
    heading: 'Information Feed',
    intro: `Company news, technical insights and product announcements from ${site.brand}: how weight-level control keeps neural networks explainable, secure and correctable.`,
    filterLabel: 'Filter posts by category',
    gridHeading: 'More posts',
    readMore: 'Read More',
    emptyCategory: 'Nothing else in this category yet. Pick another one, or check back soon for new posts.',
  },
  article: {
    backLabel: 'Back to Blog',
    backHref: '/blog',
    relatedHeading: 'Related posts',
  },
} as const satisfies BlogPageContent
