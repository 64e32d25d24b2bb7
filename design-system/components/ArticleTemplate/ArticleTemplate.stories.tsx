import type { Story, StoryDefault } from '@ladle/react'
import { sampleArticle } from '../RichText/fixtures'
import { ArticleTemplate, type ArticleTemplateProps } from './ArticleTemplate'
import { sampleArticleFrame } from './fixtures'

export default { title: 'Templates/Article' } satisfies StoryDefault<ArticleTemplateProps>

/**
 * An article with its call to action and related posts, as /blog/<slug> renders it. An article's body is built from
 * Markdown at build time, which Ladle cannot run, so the story sets the rich-text fixture in its place.
 */
export const WithActionAndRelatedPosts: Story = () => <ArticleTemplate {...sampleArticleFrame} body={sampleArticle} />
WithActionAndRelatedPosts.meta = { responsive: true }
