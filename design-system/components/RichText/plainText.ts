import type { RichInline } from './tree'

/** The visible text of inline content, e.g. for a table of contents or a meta description. */
export function toPlainText(inlines: readonly RichInline[]): string {
  return inlines
    .map((inline) => {
      switch (inline.type) {
        case 'text':
        case 'code':
        case 'time':
          return inline.text
        case 'strong':
        case 'em':
        case 'link':
          return toPlainText(inline.children)
      }
    })
    .join('')
}
