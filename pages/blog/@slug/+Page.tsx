// https://vike.dev/Page
import { calendarDate, formatLongDate } from '#content/dates'
import { blogPage } from '#content/blog/copy'
import {
  BackLink,
  Badge,
  ButtonLink,
  Columns,
  Heading,
  Inline,
  MediaCard,
  PageSection,
  RichText,
  Stack,
  Text,
} from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { post, category, body, readingMinutes, related, action, jsonLd } = usePageContext().data as Data
  const { article, feed } = blogPage
  return (
    <>
      <PageSection width="prose">
        <article aria-labelledby="article-heading">
          <Stack space="xlarge">
            <Stack space="large">
              <BackLink href={article.backHref}>{article.backLabel}</BackLink>
              <Stack space="medium">
                <Inline space="small" alignY="center">
                  <Badge tone="accent">{category}</Badge>
                  <Text size="small" tone="muted">
                    <time dateTime={calendarDate(post.date)}>{formatLongDate(post.date)}</time>
                    {post.author ? ` · ${post.author}` : null}
                    {` · ${readingMinutes} min read`}
                  </Text>
                </Inline>
                <Heading level={1} size="xlarge" id="article-heading">
                  {post.title}
                </Heading>
                <Text size="large" tone="muted">
                  {post.description}
                </Text>
              </Stack>
              <img src={post.image.src} alt={post.image.alt} width={post.image.width} height={post.image.height} />
            </Stack>
            <RichText blocks={body} />
            {action ? (
              <Inline space="medium">
                <ButtonLink href={action.href} size="large" icon="arrow-right">
                  {action.label}
                </ButtonLink>
              </Inline>
            ) : null}
          </Stack>
        </article>
        {/* A data block for search engines (schema.org BlogPosting); browsers never execute it. */}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </PageSection>

      {related.length > 0 ? (
        <PageSection tone="sunken" heading={article.relatedHeading} headingId="related-heading">
          <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large" aria-labelledby="related-heading">
            {related.map((post) => (
              <MediaCard
                key={post.id}
                title={post.title}
                description={post.description}
                image={post.image}
                href={post.link}
                badge={post.category}
                meta={<time dateTime={calendarDate(post.date)}>{formatLongDate(post.date)}</time>}
                actionLabel={feed.readMore}
              />
            ))}
          </Columns>
        </PageSection>
      ) : null}
    </>
  )
}
