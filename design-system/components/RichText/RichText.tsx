import type { ReactNode } from 'react'
import { CodeBlock } from '../CodeBlock/CodeBlock'
import { Prose } from '../Prose/Prose'
import { renderInlines } from './RichInlines'
import type { RichBlock } from './tree'

export interface RichTextProps {
  blocks: readonly RichBlock[]
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
      if (!block.tokens) {
        return (
          // Focusable so keyboard users can scroll a long line (axe scrollable-region-focusable).
          <pre key={index} tabIndex={0}>
            <code data-language={block.language}>{block.code}</code>
          </pre>
        )
      }
      return <CodeBlock key={index} language={block.language} code={block.code} tokens={block.tokens} />
  }
}

/** Renders typed article content inside Prose; links go through Link so external ones open in a new tab. */
export function RichText({ blocks }: RichTextProps) {
  return <Prose>{blocks.map(renderBlock)}</Prose>
}
