import { Suspense, type ReactNode } from 'react'
import { deferredModule, firstInteraction, useDeferredModule } from '../../hooks/useDeferredModule'
import type { CodeBlockProps } from '../CodeBlock/CodeBlock'
import { Prose } from '../Prose/Prose'
import { renderInlines } from './RichInlines'
import type { RichBlock } from './tree'

export interface RichTextProps {
  blocks: readonly RichBlock[]
}

// Few documents carry code (one article of thirteen, none of the legal pages), and what a highlighted block adds to
// its pre-rendered HTML is its Copy button. So its module is fetched only on a page that shows one, and only at the
// visitor's first interaction: until then React keeps the server's HTML for the block (see useDeferredModule).
// Marked pure so a build whose documents have no code drops it.
const codeBlockModule = /* @__PURE__ */ deferredModule(() => import('../CodeBlock/CodeBlock'), firstInteraction)

function PlainCode({ language, code }: Pick<CodeBlockProps, 'language' | 'code'>) {
  return (
    // Focusable so keyboard users can scroll a long line (axe scrollable-region-focusable).
    <pre tabIndex={0}>
      <code data-language={language}>{code}</code>
    </pre>
  )
}

/** A render on the client (a client-side navigation, a story) shows the code plain until the module arrives, or for good if it cannot be fetched. */
function HighlightedCode(props: CodeBlockProps) {
  const loaded = useDeferredModule(codeBlockModule)
  return loaded ? <loaded.CodeBlock {...props} copyClickedBeforeMount={codeBlockModule.clickedWhileLoading} /> : <PlainCode language={props.language} code={props.code} />
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
      if (!block.tokens) return <PlainCode key={index} language={block.language} code={block.code} />
      return (
        <Suspense key={index} fallback={<PlainCode language={block.language} code={block.code} />}>
          <HighlightedCode language={block.language} code={block.code} tokens={block.tokens} />
        </Suspense>
      )
  }
}

/** Renders typed article content inside Prose; links go through Link so external ones open in a new tab. */
export function RichText({ blocks }: RichTextProps) {
  return <Prose>{blocks.map(renderBlock)}</Prose>
}
