import type { ReactNode } from 'react'
import { CodeBlock } from '../CodeBlock/CodeBlock'
import { Link } from '../Link/Link'
import { Prose } from '../Prose/Prose'
import type { RichBlock, RichInline } from './tree'

export interface RichTextProps {
  blocks: readonly RichBlock[]
}

// Content is static and never reordered, so index keys are stable.
function renderInlines(inlines: readonly RichInline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.type) {
      case 'text':
        return inline.text
      case 'strong':
        return <strong key={index}>{renderInlines(inline.children)}</strong>
      case 'em':
        return <em key={index}>{renderInlines(inline.children)}</em>
      case 'code':
        return <code key={index}>{inline.text}</code>
      case 'time':
        return (
          <time key={index} dateTime={inline.dateTime}>
            {inline.text}
          </time>
        )
      case 'link':
        return (
          <Link key={index} href={inline.href}>
            {renderInlines(inline.children)}
          </Link>
        )
    }
  })
}

function renderBlock(block: RichBlock, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Element = `h${block.level}` as const
      return (
        <Element key={index} id={block.id}>
          {renderInlines(block.children)}
        </Element>
      )
    }
    case 'paragraph':
      return <p key={index}>{renderInlines(block.children)}</p>
    case 'list': {
      const Element = block.ordered ? 'ol' : 'ul'
      return (
        <Element key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInlines(item)}</li>
          ))}
        </Element>
      )
    }
    case 'quote':
      return <blockquote key={index}>{block.children.map(renderBlock)}</blockquote>
    case 'code':
      if (block.tokens) return <CodeBlock key={index} language={block.language} code={block.code} tokens={block.tokens} />
      return (
        // Focusable so keyboard users can scroll a long line (axe scrollable-region-focusable).
        <pre key={index} tabIndex={0}>
          <code data-language={block.language}>{block.code}</code>
        </pre>
      )
  }
}

export interface RichInlinesProps {
  inlines: readonly RichInline[]
}

/** Running text with inline formatting and links, for a paragraph the caller sets (a banner's, a page intro's). */
export function RichInlines({ inlines }: RichInlinesProps) {
  return <>{renderInlines(inlines)}</>
}

/** Renders typed article content inside Prose; links go through Link so external ones open in a new tab. */
export function RichText({ blocks }: RichTextProps) {
  return <Prose>{blocks.map(renderBlock)}</Prose>
}
