import { describe, expect, test } from 'vitest'
import { site } from '../site'
import { articleBody, articleMarkdown, articleSources } from './articles.server'

describe('articles', () => {
  test('articleBody substitutes placeholders and converts the file', () => {
    const slug = Object.keys(articleSources)[0]!
    const blocks = articleBody(slug)
    expect(blocks.length).toBeGreaterThan(3)
    expect(JSON.stringify(blocks)).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(articleMarkdown(slug)).not.toMatch(/\{[a-zA-Z]+\}/)
  })

  test('the press release names the brand and the press e-mail', () => {
    const markdown = articleMarkdown(Object.keys(articleSources).find((slug) => slug.endsWith('-mri'))!)
    expect(markdown).toContain(site.brand)
    expect(markdown).toContain(`mailto:${site.pressEmail}`)
  })

  test('articleBody throws for a slug without a file', () => {
    expect(() => articleBody('no-such-article')).toThrow(/no-such-article\.md/)
  })
})
