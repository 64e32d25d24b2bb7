// Shared by the build-time highlighter and the browser component, so it must
// stay free of imports: the component never pulls shiki into the bundle.

export const codeTokenRoles = [
  'plain',
  'keyword',
  'string',
  'number',
  'function',
  'comment',
  'punctuation',
  'variable',
] as const
export type CodeTokenRole = (typeof codeTokenRoles)[number]

export type CodeToken = { content: string; role: CodeTokenRole }

export const highlightLanguages = ['python', 'bash', 'json'] as const
export type HighlightLanguage = (typeof highlightLanguages)[number]
