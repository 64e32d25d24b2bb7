// https://vike.dev/data
// Runs at pre-render only: the Markdown pipeline, the highlighter and the rest of
// the collection stay on the build; the page receives this one article, its dates formatted and
// the labels around it, so its script carries neither the date formatting nor the blog's copy.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { articleActions } from '#content/blog/article-actions'
import { readingMinutes, relatedPosts } from '#content/blog/article'
import { highlightedArticleBody } from '#renderer/generate/articles.server'
import { blogPage } from '#content/blog/copy'
import { categoryFromTitle } from '#content/blog/feed'
import { shownDate } from '#content/dates'
import { blogPostingJsonLd, serializeJsonLd } from '#content/blog/structured-data'
import { postMarkdown, posts, routeByPath } from '#renderer/generate/content.server'

export async function data(pageContext: Pick<PageContextServer, 'routeParams'>) {
  const slug = pageContext.routeParams['slug']
  const post = posts.find((candidate) => candidate.slug === slug)
  const route = post && routeByPath(post.link)
  if (!post || !route || route.kind !== 'page') throw render(404)
  return {
    post,
    published: shownDate(post.date),
    labels: { ...blogPage.article, readMore: blogPage.feed.readMore },
    category: categoryFromTitle(post.title),
    body: await highlightedArticleBody(post.slug),
    readingMinutes: readingMinutes(postMarkdown(post.slug)),
    related: relatedPosts(posts, post).map((related) => ({ ...related, category: categoryFromTitle(related.title), published: shownDate(related.date) })),
    action: articleActions[post.slug],
    jsonLd: serializeJsonLd(blogPostingJsonLd(post, route.image ?? post.image)),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
