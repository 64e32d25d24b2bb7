// The bodies of the blog posts, as the article page renders them. Build-time only, like the pipeline it feeds: a page
// gets its one body through Vike's +data and the rest of the collection never ships to the browser
// (https://vike.dev/file-env).
import { highlightCode } from './highlight.server'
import { highlightLanguages, type HighlightLanguage } from '#design-system/components/CodeBlock/tokens'
import type { RichBlock } from '#design-system/components/RichText/tree'
import { postMarkdown } from './content.server'
import { markdownToBlocks } from './markdown.server'

/** The body of the article at /blog/<slug>, ready for RichText. */
export function articleBody(slug: string): RichBlock[] {
  return markdownToBlocks(postMarkdown(slug), `the post ${slug}`)
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
