import type { Story, StoryDefault } from '@ladle/react'
import { articleActions } from '#content/blog/article-actions'
import { relatedPosts } from '#content/blog/article'
import { blogPage } from '#content/blog/copy'
import { categoryFromTitle } from '#content/blog/feed'
import { posts } from '#content/blog/posts'
import { shownDate } from '#content/dates'
import { sampleArticle } from '../RichText/fixtures'
import { ArticleTemplate, type ArticleTemplateProps } from './ArticleTemplate'

export default { title: 'Templates/Article' } satisfies StoryDefault<ArticleTemplateProps>


// The finance article has every part: an author, a call to action and related posts. Its body is built from
// Markdown at build time, which Ladle cannot run, so the story sets the rich-text fixture in its place.
const post = posts.find((candidate) => candidate.slug === 'hidden-risks-of-ai-in-finance')!

/** An article with its call to action and related posts, as /blog/<slug> renders it. */
export const WithActionAndRelatedPosts: Story = () => (
  <ArticleTemplate
    back={{ href: blogPage.article.backHref, label: blogPage.article.backLabel }}
    category={categoryFromTitle(post.title)}
    published={shownDate(post.date)}
    author={post.author}
    readingTime="1 min read"
    title={post.title}
    description={post.description}
    image={post.image}
    body={sampleArticle}
    action={articleActions[post.slug]}
    related={{
      heading: blogPage.article.relatedHeading,
      readMoreLabel: blogPage.feed.readMore,
      articles: relatedPosts(posts, post).map((related) => ({
        ...related,
        category: categoryFromTitle(related.title),
        href: related.link,
        published: shownDate(related.date),
      })),
    }}
  />
)
