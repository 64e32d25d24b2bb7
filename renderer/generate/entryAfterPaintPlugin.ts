import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { entryAttribute, entryLoaderScript } from '../document'
import { afterPrerender, clientFiles, isPage } from './afterPrerender'

/** Vike's client entry as it injects it into every pre-rendered page. */
const vikeEntryScript = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g

/**
 * One pre-rendered page with Vike's entry module script replaced by the loader that imports the same entry after the
 * first paint (`entryLoaderScript` in renderer/document.ts). Vike offers no setting for this, so the page's HTML is
 * rewritten: a page Vike renders (it has a page context) must hold exactly one entry script as Vike writes it today,
 * or the build fails saying so; a page without one, such as a legacy path's redirect page, is left as it is.
 */
export function withEntryAfterPaint(html: string, page: string): string {
  if (!html.includes('id="vike_pageContext"')) return html
  const entries = [...html.matchAll(vikeEntryScript)]
  if (entries.length !== 1) {
    throw new Error(`${page}: expected one Vike entry script, found ${entries.length}; Vike may have changed how it injects it`)
  }
  return html.replace(vikeEntryScript, (_script, src: string) => `<script ${entryAttribute}="${src}">${entryLoaderScript}</script>`)
}

/**
 * Rewrites every pre-rendered page once it is written, first of the closeBundle hooks, so the precompressed copies
 * and the checks on the pages see the rewritten HTML. `vike dev` keeps Vike's own script.
 */
export function entryAfterPaint(): Plugin {
  return {
    name: 'entry-after-paint',
    apply: 'build',
    sharedDuringBuild: true,
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler: afterPrerender(async (clientOutDir) => {
        const pages = await clientFiles(clientOutDir, isPage)
        await Promise.all(
          pages.map(async (file) => {
            const path = join(clientOutDir, file)
            const html = await readFile(path, 'utf8')
            const rewritten = withEntryAfterPaint(html, `/${file}`)
            if (rewritten !== html) await writeFile(path, rewritten)
          }),
        )
      }),
    },
  }
}
