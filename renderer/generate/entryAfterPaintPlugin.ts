import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { entryAttribute, entryImportsAttribute, entryLoaderScript } from '../document'
import { afterPrerender, clientFiles, isPage } from './afterPrerender'

/** Vike's client entry as it injects it into every pre-rendered page. */
const vikeEntryScript = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g

/** The URLs of the chunks each client entry imports statically, by the entry's URL. */
export type EntryImports = ReadonlyMap<string, readonly string[]>

/**
 * One pre-rendered page with Vike's entry module script replaced by the loader that imports the same entry, and first
 * its imports, after the first paint (`entryLoaderScript` in renderer/document.ts). A page Vike renders (it has a page
 * context) must hold exactly one entry script, whose imports the client build recorded; a page without one, such as a
 * legacy path's redirect page, is left as it is.
 */
export function withEntryAfterPaint(html: string, page: string, entryImports: EntryImports): string {
  if (!html.includes('id="vike_pageContext"')) return html
  const entries = [...html.matchAll(vikeEntryScript)]
  if (entries.length !== 1) {
    throw new Error(`${page}: expected one Vike entry script, found ${entries.length}; Vike may have changed how it injects it`)
  }
  return html.replace(vikeEntryScript, (_script, src: string) => {
    const imports = entryImports.get(src)
    if (!imports?.length) throw new Error(`${page}: the client build recorded no imports for its entry ${src}`)
    return `<script ${entryAttribute}="${src}" ${entryImportsAttribute}="${imports.join(' ')}">${entryLoaderScript}</script>`
  })
}

/**
 * Rewrites every pre-rendered page once it is written, first of the closeBundle hooks, so the precompressed copies
 * and the checks on the pages see the rewritten HTML. `vike dev` keeps Vike's own script.
 */
export function entryAfterPaint(): Plugin {
  const entryImports = new Map<string, string[]>()
  return {
    name: 'entry-after-paint',
    apply: 'build',
    sharedDuringBuild: true,
    // Read from the client's bundle as written: the chunks' final names.
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) entryImports.set(`/${chunk.fileName}`, chunk.imports.map((file) => `/${file}`))
      }
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler: afterPrerender(async (clientOutDir) => {
        const pages = await clientFiles(clientOutDir, isPage)
        await Promise.all(
          pages.map(async (file) => {
            const path = join(clientOutDir, file)
            const html = await readFile(path, 'utf8')
            const rewritten = withEntryAfterPaint(html, `/${file}`, entryImports)
            if (rewritten !== html) await writeFile(path, rewritten)
          }),
        )
      }),
    },
  }
}
