// The one-way import rule between the project's layers, as data and one pure check, so the test over the real tree
// and the self-test that plants a wrong-way import run the same code.
//
//   content  →  design-system  →  renderer  →  pages
//
// Content is data and pure functions and imports nothing of ours. The design system owns the types it renders, so
// content fits them structurally and imports none of it, and the design system imports no content either. The
// renderer (shell, browser features, build, server) puts the two together, and pages compose all three. Tests,
// stories and their fixtures are exempt from the order, with one rule of their own: the design system's stories,
// usage pages and fixtures import no content, so a copy edit changes no story and no screenshot of one.
import { posix } from 'node:path'
import ts from 'typescript'

export const layerOrder = ['content', 'design-system', 'renderer', 'pages'] as const
export type Layer = (typeof layerOrder)[number]

/** What each layer may import besides itself. */
export const mayImport: Record<Layer, readonly Layer[]> = {
  content: [],
  'design-system': [],
  renderer: ['content', 'design-system'],
  pages: ['content', 'design-system', 'renderer'],
}

/** Files that may import across the rule, as fixtures: tests, stories and what only they use. */
export const exemptFile = /(\.test\.tsx?|\.stories\.tsx|\.story\.css\.ts|\/fixtures\.ts|\/vitest\.setup\.ts)$/

const aliasPrefix = /^#(content|design-system|renderer)(\/|$)/

export function layerOf(path: string): Layer | 'tests' | undefined {
  const top = path.split('/')[0]
  if (top === 'tests') return 'tests'
  return layerOrder.find((layer) => layer === top)
}

/** The project path a specifier points at, or undefined for a package. */
export function importedPath(importer: string, specifier: string): string | undefined {
  const alias = aliasPrefix.exec(specifier)
  if (alias) return specifier.slice(1)
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(importer), specifier))
  if (specifier.startsWith('/')) return specifier.slice(1)
  return undefined
}

export interface WrongWayImport {
  file: string
  specifier: string
  from: Layer
  to: Layer | 'tests'
}

/** Every import in `source` (static, dynamic, type-only and re-exports) that runs against the layer order. */
export function wrongWayImports(file: string, source: string): WrongWayImport[] {
  const from = layerOf(file)
  if (from === undefined || from === 'tests' || exemptFile.test(file)) return []
  const { importedFiles } = ts.preProcessFile(source, true, true)
  return importedFiles.flatMap(({ fileName: specifier }) => {
    const target = importedPath(file, specifier)
    const to = target === undefined ? undefined : layerOf(target)
    if (to === undefined) return []
    const allowed = to === from || (to !== 'tests' && mayImport[from].includes(to))
    return allowed ? [] : [{ file, specifier, from, to }]
  })
}

/** The design system's story modules: stories, usage pages, their fixtures and story-only styles. */
export const storyModule = /^design-system\/.*(\.stories\.(tsx|mdx)|\.story\.css\.ts|\/fixtures\.ts)$/

/** Every import of `content/` in a story module of the design system: its stories render fixtures, never live copy. */
export function storyContentImports(file: string, source: string): WrongWayImport[] {
  if (!storyModule.test(file)) return []
  // An MDX page's imports are its ES import lines; the rest is Markdown and JSX that TypeScript cannot read.
  const code = file.endsWith('.mdx') ? [...source.matchAll(/^import\s[^\n]*$/gm)].map(([line]) => line).join('\n') : source
  return ts.preProcessFile(code, true, true).importedFiles.flatMap(({ fileName: specifier }) => {
    const target = importedPath(file, specifier)
    return target !== undefined && layerOf(target) === 'content' ? [{ file, specifier, from: 'design-system' as const, to: 'content' as const }] : []
  })
}
