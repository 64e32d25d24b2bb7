// The copy of the blog feed and the frame around each article (copy.json, checked against ./copy.schema), with the
// labels the spec fixes: the feed's title, "Read More" and "Back to Blog".
import { withTokens } from '../tokens'
import copyFile from './copy.json' with { type: 'json' }
import type { BlogCopy, BlogPageContent } from './copy.schema'

const copy: BlogCopy = withTokens(copyFile)

export const blogMeta = copy.meta

export const blogPage = {
  feed: {
    eyebrow: copy.feed.eyebrow,
    heading: 'Information Feed',
    intro: copy.feed.intro,
    filterLabel: copy.feed.filterLabel,
    gridHeading: copy.feed.gridHeading,
    readMore: 'Read More',
    emptyCategory: copy.feed.emptyCategory,
  },
  article: {
    backLabel: 'Back to Blog',
    backHref: '/blog',
    relatedHeading: copy.article.relatedHeading,
  },
} as const satisfies BlogPageContent
