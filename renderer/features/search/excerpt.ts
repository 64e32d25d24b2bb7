import type { ExcerptPart } from '#design-system'

/**
 * Pagefind's excerpt is HTML: the page's text, escaped, with `<mark>` around the matched words. Parsed, not inserted:
 * the text runs and marked runs become data the panel draws, so nothing from the index is ever markup on the page.
 */
export function excerptParts(excerpt: string, parser: DOMParser = new DOMParser()): ExcerptPart[] {
  const body = parser.parseFromString(`<body>${excerpt}</body>`, 'text/html').body
  const parts: ExcerptPart[] = []
  for (const node of body.childNodes) {
    const text = node.textContent ?? ''
    if (text === '') continue
    const marked = node.nodeName === 'MARK'
    const last = parts.at(-1)
    if (last && last.marked === marked) last.text += text
    else parts.push({ text, marked })
  }
  return parts
}
