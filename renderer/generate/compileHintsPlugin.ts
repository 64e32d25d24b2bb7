import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 on): a file that starts with this comment has every function compiled
 * eagerly, on the background thread that compiles the file while it streams in. Without it, V8 compiles each function
 * on the main thread the first time it is called, and on a first load nearly every function of the router and of
 * React's hydration is called within the same few tasks.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n'

const pageEntryPrefix = 'virtual:vike:page-entry:client:'

interface BundledChunk {
  type: 'chunk'
  fileName: string
  code: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
}
type BundledFile = BundledChunk | { type: 'asset' }

/**
 * The chunks a first load evaluates: Vike's client entry, every page's entry and all they import statically. A chunk
 * only reached by a dynamic import of our own (the carousel's Swiper, Radix's tooltip, sonner) runs on interaction or
 * on one page, so it keeps V8's lazy compilation.
 */
export function firstLoadChunks(bundle: Record<string, BundledFile>): Set<string> {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])))
  const pageEntries = [...chunks.values()].filter((chunk) => chunk.facadeModuleId?.replace(/^\0/, '').startsWith(pageEntryPrefix))
  if (chunks.size > 0 && pageEntries.length === 0) {
    throw new Error(`no chunk is a Vike page entry (${pageEntryPrefix}…); Vike may have renamed its page entries`)
  }
  const marked = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName)
    if (!chunk || marked.has(fileName)) return
    marked.add(fileName)
    chunk.imports.forEach(visit)
  }
  for (const chunk of [...chunks.values()].filter((chunk) => chunk.isEntry).concat(pageEntries)) visit(chunk.fileName)
  return marked
}

/** Starts each of the bundle's first-load chunks with the compile hint. */
export function addCompileHints(bundle: Record<string, BundledFile>): void {
  for (const fileName of firstLoadChunks(bundle)) {
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') chunk.code = compileHint + chunk.code
  }
}

/**
 * Starts each first-load chunk of the client build with the compile hint. Measured on `/blog/nimbus-mri` with
 * Lighthouse's mobile settings at the bench's 3.3x CPU, three runs each, alternating: TBT 141–178 ms without the hint,
 * 48–87 ms with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(output, bundle) {
      if (output.sourcemap) this.error('the compile hint is a line added after the source maps were made; it would shift them by one line')
      addCompileHints(bundle as Record<string, BundledFile>)
    },
  }
}
