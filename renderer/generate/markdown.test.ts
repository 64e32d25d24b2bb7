import { describe, expect, test } from 'vitest'
import { decodeEntities, markdownToBlocks, plainTextWordCount, slugify, unsupportedMarkdown, unsupportedWhat } from './markdown.server'

describe('markdownToBlocks', () => {
  test('converts headings, paragraphs and inline formatting', () => {
    expect(markdownToBlocks('## Why it matters\n\nSome **bold**, *em*, `--edit-weights` and [a link](/solutions#editing).')).toEqual([
      { type: 'heading', level: 2, id: 'why-it-matters', children: [{ type: 'text', text: 'Why it matters' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Some ' },
          { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
          { type: 'text', text: ', ' },
          { type: 'em', children: [{ type: 'text', text: 'em' }] },
          { type: 'text', text: ', ' },
          { type: 'code', text: '--edit-weights' },
          { type: 'text', text: ' and ' },
          { type: 'link', href: '/solutions#editing', children: [{ type: 'text', text: 'a link' }] },
          { type: 'text', text: '.' },
        ],
      },
    ])
  })

  test('converts tight and loose, ordered and unordered lists', () => {
    expect(markdownToBlocks('- one **b**\n- two')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one ' }, { type: 'strong', children: [{ type: 'text', text: 'b' }] }], [{ type: 'text', text: 'two' }]],
      },
    ])
    expect(markdownToBlocks('1. first\n\n2. second')).toEqual([
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
    ])
  })

  test('converts block quotes with nested blocks and fenced code', () => {
    expect(markdownToBlocks('> "Quoted." — Someone\n>\n> - point\n\n```python\nx = {"a": 1} < 2\n```')).toEqual([
      {
        type: 'quote',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: '"Quoted." — Someone' }] },
          { type: 'list', ordered: false, items: [[{ type: 'text', text: 'point' }]] },
        ],
      },
      { type: 'code', language: 'python', code: 'x = {"a": 1} < 2' },
    ])
    expect(markdownToBlocks('```\nplain\n```')).toEqual([{ type: 'code', language: '', code: 'plain' }])
  })

  test('decodes character references to plain text, but not inside code', () => {
    expect(markdownToBlocks('AT&amp;T &quot;x&quot; it&#39;s &copy; &#x2014; `a &amp; b`')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'AT&T "x" it\'s © — ' },
          { type: 'code', text: 'a &amp; b' },
        ],
      },
    ])
  })

  test('keeps escaped characters literal and joins soft line breaks with a space', () => {
    expect(markdownToBlocks('not \\*em\\*\nnext line')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'not *em* next line' }] }])
  })

  test('turns bare URLs and e-mail addresses into links', () => {
    const [paragraph] = markdownToBlocks('Write to press@example.example.')
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Write to ' },
        { type: 'link', href: 'mailto:press@example.example', children: [{ type: 'text', text: 'press@example.example' }] },
        { type: 'text', text: '.' },
      ],
    })
  })

  test('gives headings unique, slugified ids within one document', () => {
    const ids = markdownToBlocks('## Setup\n\n### Setup\n\n## Setup 2\n\n#### Q&A: What’s *new*?\n\n> ## Setup')
      .flatMap((block) => (block.type === 'quote' ? block.children : [block]))
      .flatMap((block) => (block.type === 'heading' ? [block.id] : []))
    expect(ids).toEqual(['setup', 'setup-2', 'setup-2-2', 'q-and-a-whats-new', 'setup-3'])
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('starts heading ids afresh for each document', () => {
    expect(markdownToBlocks('## Intro')).toEqual(markdownToBlocks('## Intro'))
  })

  test.each([
    ['# Title', /level-1 heading/],
    ['##### Deep', /level-5 heading/],
    ['<div>raw</div>', /a block of HTML/],
    ['Text with <b>tag</b>', /^Unsupported Markdown in fixture\.md: HTML/],
    ['![alt](/images/x.svg)', /image/],
    ['| a | b |\n|---|---|\n| 1 | 2 |', /table/],
    ['one\n\n---\n\ntwo', /horizontal rule/],
    ['~~gone~~', /strikethrough/],
    ['line  \nbreak', /forced line break/],
    ['- [ ] task', /checklist item/],
    ['- item\n  - nested', /list inside a list/],
    ['    indented code', /indented by four spaces/],
  ])('rejects unsupported Markdown: %j', (markdown, message) => {
    expect(() => markdownToBlocks(markdown, 'fixture.md')).toThrow(message)
    expect(() => markdownToBlocks(markdown, 'fixture.md')).toThrow(/fixture\.md/)
    expect(unsupportedMarkdown(markdown)).toHaveLength(1)
  })
})

describe('unsupportedMarkdown', () => {
  test('lists every construct the renderer does not support, in order, with its first line', () => {
    const markdown = '## Fine\n\nA paragraph with <b>HTML</b>.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- fine\n- [x] done\n\n![x](/images/x.svg)'
    expect(unsupportedMarkdown(markdown)).toEqual([
      { what: unsupportedWhat.inlineHtml, excerpt: '<b>' },
      { what: unsupportedWhat.table, excerpt: '| a | b |' },
      { what: unsupportedWhat.taskItem, excerpt: '- [x] done' },
      { what: unsupportedWhat.image, excerpt: '![x](/images/x.svg)' },
    ])
  })

  test('is empty for the Markdown the site renders', () => {
    expect(unsupportedMarkdown('## Heading\n\nText with **bold**, *em*, `code` and [a link](/blog).\n\n> A quote\n\n1. one\n2. two\n\n```json\n{}\n```')).toEqual([])
  })
})

test('decodeEntities leaves unknown references alone', () => {
  expect(decodeEntities('&bogus; &#0; &amp;amp;')).toBe('&bogus; &#0; &amp;')
})

test('slugify makes URL fragments', () => {
  expect(slugify('Trust Through Transparency')).toBe('trust-through-transparency')
  expect(slugify('R&D: Café — 2025!')).toBe('r-and-d-cafe-2025')
  expect(slugify('***')).toBe('section')
})

test('plainTextWordCount counts the words a reader sees', () => {
  expect(plainTextWordCount('## Two words\n\nA [linked phrase](/solutions) and `code`. — - *\n\n- list item')).toBe(9)
})
