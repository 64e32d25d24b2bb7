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

/**
 * What each unsupported construct is called in a build error, with how to write it instead. content/README.md lists
 * the same constructs for the marketing team.
 */
export const unsupportedWhat = {
  inlineHtml: 'HTML, which the site does not render: write it in Markdown',
  htmlBlock: 'a block of HTML, which the site does not render: write it in Markdown',
  image: 'an image inside the text: a post has one image, its cover',
  lineBreak: 'a forced line break (two spaces or a backslash at the end of a line): start a new paragraph instead',
  strikethrough: 'strikethrough (~~text~~)',
  taskItem: 'a checklist item ([ ] or [x])',
  nestedListItem: 'a list item with more than one paragraph, or a list inside a list: keep each item one paragraph',
  heading: (depth: number) => `a level-${depth} heading: use ## to #### (the page's title is the only level 1)`,
  indentedCode: 'a line indented by four spaces, which Markdown reads as code: remove the indentation, or fence code with ```',
  table: 'a table: write it as a list',
  rule: 'a horizontal rule (---): use a ## heading to start a new part',
} as const

class MarkdownContentError extends Error {
  override name = 'MarkdownContentError'
}

/** Markdown the renderer does not support: what it is, with the first line of its source. */
export interface UnsupportedMarkdown {
  readonly what: string
  readonly excerpt: string
}

function excerptOf(token: Token): string {
  return token.raw.trim().split('\n')[0]?.slice(0, 60) ?? ''
}

interface Context {
  readonly source: string | undefined
  /** Heading ids already used in this document, to keep each one unique. */
  readonly ids: Map<string, number>
  /** Collects what is unsupported instead of throwing at the first (the content check lists every one). */
  readonly report: ((problem: UnsupportedMarkdown) => void) | undefined
}

/** Throws for the first unsupported construct, or records it and lets the caller skip the token. */
function unsupported(what: string, token: Token, context: Context): void {
  const excerpt = excerptOf(token)
  if (context.report) {
    context.report({ what, excerpt })
    return
  }
  const where = context.source ? ` in ${context.source}` : ''
  throw new MarkdownContentError(`Unsupported Markdown${where}: ${what} ("${excerpt}")`)
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
        // One report per element: its closing tag repeats the opening one's.
        if (!token.raw.startsWith('</')) unsupported(unsupportedWhat.inlineHtml, token, context)
        break
      case 'image':
        unsupported(unsupportedWhat.image, token, context)
        break
      case 'br':
        unsupported(unsupportedWhat.lineBreak, token, context)
        break
      case 'del':
        unsupported(unsupportedWhat.strikethrough, token, context)
        break
      default:
        unsupported(`inline token "${token.type}"`, token, context)
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
  if (item.task) {
    unsupported(unsupportedWhat.taskItem, item, context)
    return []
  }
  const parts = item.tokens.filter((token) => token.type !== 'space')
  const [only] = parts
  if (parts.length !== 1 || !only || (only.type !== 'text' && only.type !== 'paragraph')) {
    unsupported(unsupportedWhat.nestedListItem, item, context)
    return []
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
          unsupported(unsupportedWhat.heading(heading.depth), token, context)
          break
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
          unsupported(unsupportedWhat.indentedCode, token, context)
          break
        }
        result.push({ type: 'code', language: code.lang?.trim() ?? '', code: code.text })
        break
      }
      case 'html':
        unsupported(unsupportedWhat.htmlBlock, token, context)
        break
      case 'table':
        unsupported(unsupportedWhat.table, token, context)
        break
      case 'hr':
        unsupported(unsupportedWhat.rule, token, context)
        break
      default:
        unsupported(`block token "${token.type}"`, token, context)
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
  return blocks(new Lexer({ gfm: true }).lex(markdown), { source, ids: new Map(), report: undefined })
}

/** Every construct of `markdown` the renderer does not support, in order: empty when the whole text renders. */
export function unsupportedMarkdown(markdown: string): UnsupportedMarkdown[] {
  const found: UnsupportedMarkdown[] = []
  blocks(new Lexer({ gfm: true }).lex(markdown), { source: undefined, ids: new Map(), report: (problem) => found.push(problem) })
  return found
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
