// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleArticle } from './fixtures'
import { toPlainText } from './plainText'
import { RichInlines } from './RichInlines'
import { RichText } from './RichText'


// jsdom trims the hidden hint's leading space when computing names; Chrome keeps a space there.
const newTabName = (label: string) => new RegExp(`^${label}\\s*\\(opens in a new tab\\)$`)

describe('RichText', () => {
  it('renders headings at their level with their ids', () => {
    render(<RichText blocks={sampleArticle} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Where the risk hides' }).id).toBe('where-risk-hides')
    expect(screen.getByRole('heading', { level: 3, name: 'Three signals to track' }).id).toBe('three-signals')
    expect(screen.getByRole('heading', { level: 4, name: 'Repair in three steps' }).id).toBe('repair-steps')
  })

  it('renders paragraphs with strong, em and inline code', () => {
    const { container } = render(<RichText blocks={sampleArticle} />)
    expect(container.querySelector('p em')?.textContent).toBe('fair at launch')
    expect(container.querySelector('p strong')?.textContent).toBe('Weight-level analysis watches causes')
    expect(container.querySelector('li code')?.textContent).toBe('--analyze-impact')
  })

  it('renders a date as <time> with its machine-readable value, and as plain text by its visible form', () => {
    const reviewed = [{ type: 'text', text: 'Last reviewed on ' }, { type: 'time', dateTime: '2026-11-24', text: '24 November 2026' }] as const
    const { container } = render(<RichText blocks={[{ type: 'paragraph', children: [...reviewed] }]} />)
    const time = container.querySelector('p time')
    expect(time?.getAttribute('datetime')).toBe('2026-11-24')
    expect(time?.textContent).toBe('24 November 2026')
    expect(toPlainText(reviewed)).toBe('Last reviewed on 24 November 2026')
  })

  it('renders ordered and unordered lists with one item per entry', () => {
    render(<RichText blocks={sampleArticle} />)
    const lists = screen.getAllByRole('list')
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL'])
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(3)
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(3)
  })

  it('keeps internal links in the tab and opens external links in a new one', () => {
    render(<RichText blocks={sampleArticle} />)
    const internal = screen.getByRole('link', { name: 'degradation detection' })
    expect(internal.getAttribute('href')).toBe('/solutions/degradation-detection')
    expect(internal.getAttribute('target')).toBeNull()

    const external = screen.getByRole('link', { name: newTabName('an industry newswire') })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('renders quotes with nested blocks and code blocks as pre > code', () => {
    const { container } = render(<RichText blocks={sampleArticle} />)
    expect(container.querySelector('blockquote > p')?.textContent).toContain('Explainability')
    const code = container.querySelector('pre > code')
    expect(code?.getAttribute('data-language')).toBe('python')
    expect(code?.textContent).toContain('client.analyze_impact')
  })

  it('draws a highlighted block with its Copy button', () => {
    const tokens = [[{ content: 'print', role: 'function' as const }, { content: '(1)', role: 'plain' as const }]]
    const { container } = render(<RichText blocks={[{ type: 'code', language: 'python', code: 'print(1)', tokens }]} />)
    expect(container.querySelector('pre > code')?.textContent).toBe('print(1)')
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy()
  })

  it('renders nothing but the wrapper for no blocks', () => {
    const { container } = render(<RichText blocks={[]} />)
    expect(container.firstElementChild?.childElementCount).toBe(0)
  })
})

describe('toPlainText', () => {
  it('flattens nested inline content', () => {
    expect(
      toPlainText([
        { type: 'text', text: 'Run ' },
        { type: 'code', text: '--edit-weights' },
        { type: 'text', text: ' on ' },
        { type: 'link', href: '/solutions', children: [{ type: 'strong', children: [{ type: 'text', text: 'any model' }] }] },
      ]),
    ).toBe('Run --edit-weights on any model')
  })
})

describe('RichInlines', () => {
  it('sets text and links in order inside the paragraph its caller gives, with no wrapper of its own', () => {
    const { container } = render(
      <p>
        <RichInlines
          inlines={[
            { type: 'text', text: 'Read our ' },
            { type: 'link', href: '/privacy-policy', children: [{ type: 'text', text: 'Privacy Policy' }] },
            { type: 'text', text: ' and the ' },
            { type: 'link', href: 'https://www.example.org/terms', children: [{ type: 'strong', children: [{ type: 'text', text: 'terms' }] }] },
            { type: 'text', text: '.' },
          ]}
        />
      </p>,
    )
    const paragraph = container.querySelector('p')
    expect(paragraph?.parentElement).toBe(container)
    expect(paragraph?.children).toHaveLength(2)
    expect(paragraph?.textContent).toMatch(/^Read our Privacy Policy and the terms\s*\(opens in a new tab\)\.$/)
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
    const external = screen.getByRole('link', { name: newTabName('terms') })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.querySelector('strong')?.textContent).toBe('terms')
  })
})
