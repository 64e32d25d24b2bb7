// The Markdown bodies of the blog posts (content/blog/articles/<slug>.md).
// Build-time only, like the pipeline it feeds: every article file is bundled
// into this module, so a page gets its one body through Vike's +data and the
// rest of the collection never ships to the browser (https://vike.dev/file-env).
import { highlightCode } from './highlight.server'
import { highlightLanguages, type HighlightLanguage } from '#design-system/components/CodeBlock/tokens'
import type { RichBlock } from '#design-system/components/RichText/tree'
import { markdownToBlocks } from './markdown.server'
import { substitutePlaceholders } from '#content/substitute'

const articleFiles = import.meta.glob<string>('/content/blog/articles/*.md', { query: '?raw', import: 'default', eager: true })

const slugFromFile = (file: string) => file.replace(/^\/content\/blog\/articles\//, '').replace(/\.md$/, '')

/** Raw Markdown of every article file, keyed by slug (placeholders not yet substituted). */
export const articleSources: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(articleFiles).map(([file, markdown]) => [slugFromFile(file), markdown]),
)

/** content/blog/articles/<slug>.md with placeholders substituted. */
export function articleMarkdown(slug: string): string {
  const markdown = articleSources[slug]
  if (markdown === undefined) throw new Error(`No article file content/blog/articles/${slug}.md`)
  return substitutePlaceholders(markdown)
}

/** The body of the article at /blog/<slug>, ready for RichText. */
export function articleBody(slug: string): RichBlock[] {
  return markdownToBlocks(articleMarkdown(slug), `content/blog/articles/${slug}.md`)
}

/** The body with every fenced block in a highlightable language tokenised for CodeBlock. */
export async function highlightedArticleBody(slug: string): Promise<RichBlock[]> {
  return Promise.all(
    articleBody(slug).map(async (block) =>
      block.type === 'code' && isHighlightLanguage(block.language)
        ? { ...block, tokens: await highlightCode(block.code, block.language) }
        : block,
    ),
  )
}

const isHighlightLanguage = (language: string): language is HighlightLanguage =>
  (highlightLanguages as readonly string[]).includes(language)
