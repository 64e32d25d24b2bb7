import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { codePointsToKeep, fontFaces, sourceTexts, subsetFace } from './fontSubsets'

// The project's root, not Vite's: Ladle runs Vite from its own folder.
const root = join(import.meta.dirname, '..', '..')
const folder = join(root, 'node_modules', '.cache', 'font-subsets')

/**
 * `font-subsets/<name>` points at the cut faces, for the stylesheet. Not `#…` like the path aliases: Vite leaves a CSS
 * `url(#…)` alone, as a fragment reference.
 */
const fontSubsetAlias = 'font-subsets'

/** Vite's `build.assetsInlineLimit`: true for a cut face, Vite's own size rule (`undefined`) for anything else. */
function inlineCutFaces(filePath: string): boolean | undefined {
  return filePath.startsWith(`${folder}/`) || filePath.startsWith(`${folder}\\`) ? true : undefined
}

/**
 * Cuts each face (see fontSubsets.ts) before anything is transformed, so the stylesheet's `url(font-subsets/…)` finds
 * it. The faces (Inter about 26 KB, mono 13 KB) go into the stylesheet as `data:` URLs, and so into every page's
 * inlined `<style>`: the page paints in its own faces from its first response, with no font request and no swap.
 * Fetched, even preloaded, they share the slow first connection with the HTML and Lighthouse's LCP misses 1.2 s; see
 * renderer/README.md, "Loading". Used by the site and by Ladle, so stories draw in the same inlined faces.
 */
export function fontSubsets(): Plugin {
  let cut: Promise<void> | undefined
  return {
    name: 'font-subsets',
    sharedDuringBuild: true,
    config: () => ({
      resolve: { alias: [{ find: new RegExp(`^${fontSubsetAlias}/`), replacement: `${folder}/` }] },
      build: { assetsInlineLimit: inlineCutFaces },
    }),
    async configResolved(config) {
      cut ??= (async () => {
        const kept = codePointsToKeep(await sourceTexts(root))
        await mkdir(folder, { recursive: true })
        // One after the other: subset-font's HarfBuzz instance fails on overlapping calls.
        for (const face of fontFaces) {
          const { file, data, glyphs } = await subsetFace(face, kept)
          await writeFile(join(folder, file), data)
          if (config.command === 'build' && config.build.ssr) config.logger.info(`font subset ${file}: ${(data.length / 1024).toFixed(1)} KB, ${glyphs} glyphs`)
        }
      })()
      await cut
    },
  }
}
