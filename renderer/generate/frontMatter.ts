// A Markdown file's YAML front matter and body. YAML 1.2's core schema, as Sveltia and Decap write it: 2025-10-28
// stays the text "2025-10-28" rather than becoming a date, and "yes" stays "yes".
import { parse, YAMLError } from 'yaml'

export interface FrontMatterFile {
  readonly data: unknown
  readonly body: string
  /** The line of the file the body starts on, so a problem in the body can name its line. */
  readonly bodyLine: number
}

const opening = /^---[ \t]*\n/
const closing = /^---[ \t]*$/m

export function splitFrontMatter(source: string): FrontMatterFile | { readonly error: string } {
  const text = source.replace(/\r\n?/g, '\n')
  if (!opening.test(text)) return { error: 'must start with its fields between two lines of three hyphens (---)' }
  const rest = text.replace(opening, '')
  const end = closing.exec(rest)
  if (!end) return { error: 'has no closing line of three hyphens (---) after its fields' }
  const yaml = rest.slice(0, end.index)
  let data: unknown
  try {
    data = parse(yaml, { schema: 'core', uniqueKeys: true }) ?? {}
  } catch (error) {
    if (!(error instanceof YAMLError)) throw error
    const line = (error.linePos?.[0].line ?? 0) + 1
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? error.message
    // YAML reads a value that starts with "{" as a group of fields: the usual cause is a {token} at the start.
    const startsWithToken = /^\s*(?:- |[\w-]+:\s*)\{[A-Za-z][A-Za-z0-9]*\}/.test(yaml.split('\n')[line - 2] ?? '')
    const hint = startsWithToken ? ': a value that starts with a {token} must be in quotes, as in title: "{brand} news"' : `: ${reason}`
    return { error: `has a field list that is not valid YAML on line ${line}${hint}` }
  }
  const afterFields = rest.slice(end.index + end[0].length).replace(/^\n/, '')
  const body = afterFields.replace(/^\n+/, '')
  // The body is the end of the file: the lines before it are the fields, their two lines of hyphens and blank lines.
  const bodyLine = text.slice(0, text.length - body.length).split('\n').length
  return { data, body, bodyLine }
}
