// Markdown to the rich-text tree (design-system/components/RichText/tree.ts) the design system's
// RichText renders. Build-time only (Vike +data, pre-render, unit tests): it
// pulls in the `marked` lexer, so it is a .server.ts file and `vike build`
// fails if browser code imports it (https://vike.dev/file-env).
import { Lexer } from 'marked'
import type { Token, Tokens } from 'marked'
import type { RichBlock, RichInline } from '#design-system/components/RichText/tree'

// The lexer leaves named character references in text as written; the renderer
// would print them as HTML, but our nodes are plain text, so decode them here.
const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: '\'',
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  times: '\u00d7',
  middot: '\u00b7',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole: string, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return namedEntities[body.toLowerCase()] ?? whole
  })
}

/** A URL fragment for a heading: lower-case words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'section'
}

class MarkdownContentError extends Error {
  override name = 'MarkdownContentError'
}

function unsupported(what: string, token: Token, source: string | undefined): MarkdownContentError {
  const excerpt = token.raw.trim().split('\n')[0]?.slice(0, 60) ?? ''
  const where = source ? ` in ${source}` : ''
  return new MarkdownContentError(`Unsupported Markdown${where}: ${what} ("${excerpt}")`)
}

interface Context {
  readonly source: string | undefined
  /** Heading ids already used in this document, to keep each one unique. */
  readonly ids: Map<string, number>
}

function pushText(nodes: RichInline[], text: string): void {
  const last = nodes.at(-1)
  if (last?.type === 'text') last.text += text
  else nodes.push({ type: 'text', text })
}

function inlines(tokens: readonly Token[] | undefined, context: Context): RichInline[] {
  const nodes: RichInline[] = []
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text': {
        const text = token as Tokens.Text
        // Tight list items wrap their inline tokens in one outer text token.
        if (text.tokens?.length) {
          for (const child of inlines(text.tokens, context)) {
            if (child.type === 'text') pushText(nodes, child.text)
            else nodes.push(child)
          }
        } else {
          // A soft line break inside a paragraph is just a space between words.
          pushText(nodes, decodeEntities(text.text).replace(/\s*\n\s*/g, ' '))
        }
        break
      }
      case 'escape':
        pushText(nodes, (token as Tokens.Escape).text)
        break
      case 'strong':
      case 'em':
        nodes.push({ type: token.type, children: inlines((token as Tokens.Strong | Tokens.Em).tokens, context) })
        break
      case 'codespan':
        // CommonMark: character references are literal inside code spans.
        nodes.push({ type: 'code', text: (token as Tokens.Codespan).text })
        break
      case 'link': {
        const link = token as Tokens.Link
        nodes.push({ type: 'link', href: decodeEntities(link.href), children: inlines(link.tokens, context) })
        break
      }
      case 'html':
        throw unsupported('inline HTML', token, context.source)
      case 'image':
        throw unsupported('image (put artwork in page data with alt text and size)', token, context.source)
      case 'br':
        throw unsupported('hard line break (trailing spaces or backslash at line end)', token, context.source)
      case 'del':
        throw unsupported('strikethrough', token, context.source)
      default:
        throw unsupported(`inline token "${token.type}"`, token, context.source)
    }
  }
  return nodes
}

function plainText(nodes: readonly RichInline[]): string {
  return nodes.map((node) => ('children' in node ? plainText(node.children) : node.text)).join('')
}

function headingId(children: readonly RichInline[], context: Context): string {
  const base = slugify(plainText(children))
  const seen = context.ids.get(base) ?? 0
  context.ids.set(base, seen + 1)
  if (seen === 0) return base
  let candidate = `${base}-${seen + 1}`
  // "Setup", "Setup" and "Setup 2" must still give three distinct ids.
  while (context.ids.has(candidate)) candidate = `${candidate}-1`
  context.ids.set(candidate, 1)
  return candidate
}

function listItem(item: Tokens.ListItem, context: Context): RichInline[] {
  if (item.task) throw unsupported('task list item', item, context.source)
  const parts = item.tokens.filter((token) => token.type !== 'space')
  const [only] = parts
  if (parts.length !== 1 || !only || (only.type !== 'text' && only.type !== 'paragraph')) {
    throw unsupported('list item with more than one paragraph or a nested block', item, context.source)
  }
  return only.type === 'paragraph' ? inlines((only as Tokens.Paragraph).tokens, context) : inlines([only], context)
}

function blocks(tokens: readonly Token[], context: Context): RichBlock[] {
  const result: RichBlock[] = []
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
        // Blank lines, and link reference definitions the lexer has already applied.
        break
      case 'heading': {
        const heading = token as Tokens.Heading
        if (heading.depth !== 2 && heading.depth !== 3 && heading.depth !== 4) {
          throw unsupported(`level-${heading.depth} heading (pages own the h1; use ## to ####)`, token, context.source)
        }
        const children = inlines(heading.tokens, context)
        result.push({ type: 'heading', level: heading.depth, id: headingId(children, context), children })
        break
      }
      case 'paragraph':
        result.push({ type: 'paragraph', children: inlines((token as Tokens.Paragraph).tokens, context) })
        break
      case 'list': {
        const list = token as Tokens.List
        result.push({ type: 'list', ordered: list.ordered, items: list.items.map((item) => listItem(item, context)) })
        break
      }
      case 'blockquote':
        result.push({ type: 'quote', children: blocks((token as Tokens.Blockquote).tokens, context) })
        break
      case 'code': {
        const code = token as Tokens.Code
        if (code.codeBlockStyle === 'indented') {
          throw unsupported('indented code block (usually stray indentation; fence code with ```)', token, context.source)
        }
        result.push({ type: 'code', language: code.lang?.trim() ?? '', code: code.text })
        break
      }
      case 'html':
        throw unsupported('HTML block', token, context.source)
      case 'table':
        throw unsupported('table', token, context.source)
      case 'hr':
        throw unsupported('thematic break (---)', token, context.source)
      default:
        throw unsupported(`block token "${token.type}"`, token, context.source)
    }
  }
  return result
}

/**
 * Converts the Markdown subset the site supports: ## to #### headings,
 * paragraphs, flat lists, block quotes, fenced code, strong, em, inline code
 * and links. Anything else throws, naming `source`, so content errors fail the
 * unit tests rather than rendering oddly. Heading ids are unique per call.
 */
export function markdownToBlocks(markdown: string, source?: string): RichBlock[] {
  return blocks(new Lexer({ gfm: true }).lex(markdown), { source, ids: new Map() })
}

function blockText(block: RichBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return plainText(block.children)
    case 'list':
      return block.items.map(plainText).join('\n')
    case 'quote':
      return block.children.map(blockText).join('\n')
    case 'code':
      return block.code
  }
}

/** Words a reader sees, ignoring Markdown syntax and link targets. */
export function plainTextWordCount(markdown: string): number {
  const text = markdownToBlocks(markdown).map(blockText).join('\n')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
