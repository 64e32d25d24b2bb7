// The rich-text tree that RichText renders: the shape of long-form copy (blog
// articles, legal sections). The design system owns it because it renders it;
// the build's Markdown pipeline (renderer/generate/markdown.server.ts) produces
// it; short copy with inline links (the cookie banner, the preference center) is written in
// RichInline directly and rendered by RichInlines. Types only, so importing it costs nothing.
import type { CodeToken } from '../CodeBlock/tokens'

// Read-only, so copy written `as const` (the cookie banner's sentences in content/cookies.ts) fits it.
export type RichInline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: readonly RichInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: readonly RichInline[] }
  /** A date a reader sees as `text` and a machine reads as `dateTime` (ISO 8601), e.g. a review date. */
  | { type: 'time'; dateTime: string; text: string }

export type RichBlock =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: RichInline[] }
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] }
  | { type: 'quote'; children: RichBlock[] }
  /** `tokens` when the build highlighted it (highlightCode), one array per line. */
  | { type: 'code'; language: string; code: string; tokens?: CodeToken[][] }
