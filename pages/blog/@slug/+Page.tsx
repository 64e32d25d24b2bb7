// https://vike.dev/Page
import { calendarDate, formatLongDate } from '#content/dates'
import { blogPage } from '#content/blog/copy'
import { ArticleTemplate } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

const shownDate = (iso: string) => ({ dateTime: calendarDate(iso), label: formatLongDate(iso) })

export default function Page() {
  const { post, category, body, readingMinutes, related, action, jsonLd } = usePageContext().data as Data
  const { article, feed } = blogPage
  return (
    <ArticleTemplate
      back={{ href: article.backHref, label: article.backLabel }}
      category={category}
      published={shownDate(post.date)}
      author={post.author}
      readingTime={`${readingMinutes} min read`}
      title={post.title}
      description={post.description}
      image={post.image}
      body={body}
      action={action}
      // A data block for search engines (schema.org BlogPosting); browsers never execute it.
      structuredData={<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      related={{
        heading: article.relatedHeading,
        readMoreLabel: feed.readMore,
        articles: related.map((relatedPost) => ({ ...relatedPost, href: relatedPost.link, published: shownDate(relatedPost.date) })),
      }}
    />
  )
}
