import type { ReactNode } from 'react'
import { BackLink } from '../BackLink/BackLink'
import { Badge } from '../Badge/Badge'
import { ButtonLink } from '../Button/ButtonLink'
import { MediaCard, type MediaCardImage } from '../Card/MediaCard'
import { Columns } from '../Columns/Columns'
import { Heading } from '../Heading/Heading'
import { Inline } from '../Inline/Inline'
import { PageSection } from '../PageSection/PageSection'
import { RichText } from '../RichText/RichText'
import type { RichBlock } from '../RichText/tree'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'

/** A date as the page shows it: machine-readable for `<time dateTime>`, and written out. */
interface ArticleDate {
  dateTime: string
  label: string
}

interface ArticleLink {
  href: string
  label: string
}

interface RelatedArticle {
  id: string | number
  title: string
  description: string
  image: MediaCardImage
  href: string
  category: string
  published: ArticleDate
}

export interface ArticleTemplateProps {
  back: ArticleLink
  category: string
  published: ArticleDate
  author?: string
  /** E.g. "4 min read". */
  readingTime: string
  title: string
  description: string
  /** The lead image, above the body. */
  image: MediaCardImage
  body: readonly RichBlock[]
  /** One call to action after the body, e.g. a white paper the article introduces. */
  action?: ArticleLink
  /** Machine-readable data placed after the article, such as the page's JSON-LD script. */
  structuredData?: ReactNode
  /** Up to three posts shown under the article; none hides the section. */
  related: { heading: string; readMoreLabel: string; articles: readonly RelatedArticle[] }
}

/** A blog article (SPEC §2 Blog): its header, lead image, body and call to action, then related posts as cards. */
export function ArticleTemplate({ back, category, published, author, readingTime, title, description, image, body, action, structuredData, related }: ArticleTemplateProps) {
  return (
    <>
      <PageSection width="prose">
        <article aria-labelledby="article-heading">
          <Stack space="xlarge">
            <Stack space="large">
              <BackLink href={back.href}>{back.label}</BackLink>
              <Stack space="medium">
                <Inline space="small" alignY="center">
                  <Badge tone="accent">{category}</Badge>
                  <Text size="small" tone="muted">
                    <time dateTime={published.dateTime}>{published.label}</time>
                    {author ? ` · ${author}` : null}
                    {` · ${readingTime}`}
                  </Text>
                </Inline>
                <Heading level={1} size="xlarge" id="article-heading">
                  {title}
                </Heading>
                <Text size="large" tone="muted">
                  {description}
                </Text>
              </Stack>
              {/* The heading is what a first screen is for: without the hint, Chromium raises this image's priority
                  once layout finds it in view, and it then competes with the page's scripts and text. */}
              <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="low" />
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
        {structuredData}
      </PageSection>

      {related.articles.length > 0 ? (
        <PageSection tone="sunken" heading={related.heading} headingId="related-heading">
          <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large" aria-labelledby="related-heading">
            {related.articles.map((article) => (
              <MediaCard
                key={article.id}
                title={article.title}
                description={article.description}
                image={article.image}
                href={article.href}
                badge={article.category}
                meta={<time dateTime={article.published.dateTime}>{article.published.label}</time>}
                actionLabel={related.readMoreLabel}
              />
            ))}
          </Columns>
        </PageSection>
      ) : null}
    </>
  )
}
