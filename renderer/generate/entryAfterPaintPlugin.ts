import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { entryAttribute, entryLoaderScript } from '../document'

/** Vike's client entry as it injects it into every pre-rendered page. */
const vikeEntryScript = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g

/**
 * One pre-rendered page with Vike's entry module script replaced by the loader that imports the same entry after
 * the first paint (`entryLoaderScript` in renderer/document.ts). A page Vike renders (it has a page context) must
 * hold exactly one entry script; a page without one, such as a legacy path's redirect page, is left as it is.
 */
export function withEntryAfterPaint(html: string, page: string): string {
  const entries = [...html.matchAll(vikeEntryScript)]
  if (!html.includes('id="vike_pageContext"')) return html
  if (entries.length !== 1) {
    throw new Error(`${page}: expected one Vike entry script, found ${entries.length}; Vike may have changed how it injects it`)
  }
  return html.replace(vikeEntryScript, (_script, src: string) => `<script ${entryAttribute}="${src}">${entryLoaderScript}</script>`)
}

/**
 * Rewrites every pre-rendered page once the server build has written it (Vike pre-renders in its writeBundle), first
 * of the closeBundle hooks, so the precompressed copies and the checks on the pages see the rewritten HTML.
 * `vike dev` keeps Vike's own script.
 */
export function entryAfterPaint(): Plugin {
  let clientOutDir: string | undefined
  return {
    name: 'entry-after-paint',
    apply: 'build',
    sharedDuringBuild: true,
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (this.environment.name === 'client') {
          clientOutDir = this.environment.config.build.outDir
          return
        }
        if (!clientOutDir) this.error('the client build did not run before the server build')
        const outDir = clientOutDir
        const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html') && !file.startsWith('assets'))
        await Promise.all(
          pages.map(async (file) => {
            const path = join(outDir, file)
            const html = await readFile(path, 'utf8')
            const rewritten = withEntryAfterPaint(html, `/${file}`)
            if (rewritten !== html) await writeFile(path, rewritten)
          }),
        )
      },
    },
  }
}
