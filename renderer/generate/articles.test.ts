import { describe, expect, test } from 'vitest'
import { site } from '#content/site'
import { articleBody, highlightedArticleBody } from './articles.server'
import { postMarkdown, posts } from './content.server'

describe('articles', () => {
  test('articleBody substitutes tokens and converts the file', () => {
    const { slug } = posts[0]!
    const blocks = articleBody(slug)
    expect(blocks.length).toBeGreaterThan(3)
    expect(JSON.stringify(blocks)).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(postMarkdown(slug)).not.toMatch(/\{[a-zA-Z]+\}/)
  })

  test('the press release names the brand and the press e-mail', () => {
    const markdown = postMarkdown('nimbus-mri')
    expect(markdown).toContain(site.brand)
    expect(markdown).toContain(`mailto:${site.pressEmail}`)
  })

  test('articleBody throws for a slug without a file', () => {
    expect(() => articleBody('no-such-article')).toThrow(/no-such-article/)
  })

  test('highlightedArticleBody tokenises fenced code at build time and leaves the rest as it was', async () => {
    const blocks = await highlightedArticleBody('financial-services')
    const code = blocks.filter((block) => block.type === 'code')
    expect(code).toHaveLength(1)
    const [block] = code
    if (block?.type !== 'code') throw new Error('no code block')
    expect(block.language).toBe('json')
    expect(block.tokens?.flat().map((token) => token.content).join('')).toBe(block.code.replaceAll('\n', ''))
    expect(new Set(block.tokens?.flat().map((token) => token.role))).toContain('string')
    expect(blocks.filter((other) => other.type !== 'code')).toEqual(articleBody('financial-services').filter((other) => other.type !== 'code'))
  })
})
