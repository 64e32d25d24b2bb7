// https://vike.dev/Page
import { ArticleTemplate } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { post, published, labels, category, body, readingMinutes, related, action, jsonLd } = usePageContext().data as Data
  return (
    <ArticleTemplate
      back={{ href: labels.backHref, label: labels.backLabel }}
      category={category}
      published={published}
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
        heading: labels.relatedHeading,
        readMoreLabel: labels.readMore,
        articles: related.map((relatedPost) => ({ ...relatedPost, href: relatedPost.link })),
      }}
    />
  )
}
