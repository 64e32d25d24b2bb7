import { blogCategories, categoryFromTitle, featuredPost, gridPosts } from '#content/blog/feed'
import { calendarDate, formatLongDate } from '#content/dates'
import type { BlogPageContent } from '#content/blog/copy.schema'
import type { BlogPost } from '#content/schema'
import { ChipGroup, Columns, FeaturedCard, JavaScriptOnly, MediaCard, PageSection, Stack, Text } from '#design-system'
import { AfterHeading } from '#renderer/AfterHeading'
import { useCategoryQuery } from './useCategoryQuery'

const gridId = 'blog-grid'

function PostDate({ date }: { date: string }) {
  return <time dateTime={calendarDate(date)}>{formatLongDate(date)}</time>
}

function cardProps(post: BlogPost, readMore: string) {
  return {
    title: post.title,
    description: post.description,
    image: post.image,
    href: post.link,
    badge: categoryFromTitle(post.title),
    meta: <PostDate date={post.date} />,
    actionLabel: readMore,
  }
}

export interface BlogListingProps {
  posts: readonly BlogPost[]
  copy: BlogPageContent['feed']
}

/** The feed: the featured post, the category chips and the grid they filter. */
export function BlogListing({ posts, copy: feed }: BlogListingProps) {
  const [category, selectCategory] = useCategoryQuery()
  const featured = featuredPost(posts)
  const grid = gridPosts(posts, category)

  return (
    <>
      <PageSection eyebrow={feed.eyebrow} heading={feed.heading} headingId="blog-heading" headingLevel={1} intro={feed.intro}>
        <AfterHeading>{featured ? <FeaturedCard {...cardProps(featured, feed.readMore)} headingLevel={2} /> : null}</AfterHeading>
      </PageSection>

      <AfterHeading>
        <PageSection tone="sunken" heading={feed.gridHeading} headingId="blog-grid-heading">
          <Stack space="xlarge">
            <JavaScriptOnly>
              <ChipGroup label={feed.filterLabel} options={blogCategories} selected={category} onSelect={selectCategory} controls={gridId} />
            </JavaScriptOnly>
            <div id={gridId}>
              {grid.length > 0 ? (
                <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large" aria-labelledby="blog-grid-heading">
                  {grid.map((post) => (
                    <MediaCard key={post.id} {...cardProps(post, feed.readMore)} />
                  ))}
                </Columns>
              ) : (
                <Text size="large">{feed.emptyCategory}</Text>
              )}
            </div>
          </Stack>
        </PageSection>
      </AfterHeading>
    </>
  )
}
