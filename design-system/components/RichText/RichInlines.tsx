import type { ReactNode } from 'react'
import { Link } from '../Link/Link'
import type { RichInline } from './tree'

// A module of its own, without RichText's blocks and CodeBlock: the cookie banner's chunk needs only these.
// Content is static and never reordered, so index keys are stable.
export function renderInlines(inlines: readonly RichInline[]): ReactNode[] {
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

export interface RichInlinesProps {
  inlines: readonly RichInline[]
}

/** Running text with inline formatting and links, for a paragraph the caller sets (a banner's, a page intro's). */
export function RichInlines({ inlines }: RichInlinesProps) {
  return <>{renderInlines(inlines)}</>
}
