import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { codePointsToKeep, fontFaces, sourceTexts, subsetFace, uncoveredCharacters } from './fontSubsets'

// The project's root, not Vite's: Ladle runs Vite from its own folder.
const root = join(import.meta.dirname, '..', '..')
const folder = join(root, 'node_modules', '.cache', 'font-subsets')

/**
 * `font-subsets/<name>` points at the cut faces, for the stylesheet and the preload. Not `#…` like the path aliases:
 * Vite leaves a CSS `url(#…)` alone, as a fragment reference.
 */
const fontSubsetAlias = 'font-subsets'

type Subset = Awaited<ReturnType<typeof subsetFace>>

/**
 * Cuts both faces to the characters in the site's sources (see fontSubsets.ts) before anything is transformed, so the
 * stylesheet's `url(font-subsets/…)` and the preload's `?url` import find them; then, after Vike has pre-rendered the
 * pages, fails the build if a page shows a character the text face's subset lacks. Used by the site and by Ladle.
 */
export function fontSubsets(): Plugin {
  let subsets: Promise<Subset[]> | undefined
  return {
    name: 'font-subsets',
    config: () => ({ resolve: { alias: [{ find: new RegExp(`^${fontSubsetAlias}/`), replacement: `${folder}/` }] } }),
    async configResolved(config) {
      subsets ??= (async () => {
        const codePoints = codePointsToKeep(await sourceTexts(root))
        // One after the other: subset-font's HarfBuzz instance fails on overlapping calls.
        const cut: Subset[] = []
        for (const face of fontFaces) cut.push(await subsetFace(face, codePoints))
        await mkdir(folder, { recursive: true })
        await Promise.all(cut.map(({ name, data }) => writeFile(join(folder, name), data)))
        if (config.command === 'build' && config.build.ssr) {
          for (const { name, data, glyphs } of cut) config.logger.info(`font subset ${name}: ${(data.length / 1024).toFixed(1)} KB, ${glyphs} glyphs`)
        }
        return cut
      })()
      await subsets
    },
    // Vike pre-renders during the server build's writeBundle, so every page exists by this hook.
    closeBundle: {
      order: 'post',
      async handler() {
        if (this.environment.name !== 'ssr' || !subsets) return
        // Every page's text is drawn in the text face, the first of fontFaces.
        const text = (await subsets).find(({ name }) => name === fontFaces[0].name)
        if (!text) throw new Error(`no subset of ${fontFaces[0].name}`)
        const clientOut = join(root, 'dist', 'client')
        const files = (await readdir(clientOut, { recursive: true })).filter((file) => file.endsWith('.html'))
        const pages = await Promise.all(files.map(async (file) => ({ page: `/${file}`, html: await readFile(join(clientOut, file), 'utf8') })))
        const { cut, neverInFace } = uncoveredCharacters(pages, text.codePoints, text.sourceCodePoints)
        if (neverInFace.length > 0) {
          // Not a failure: the full face lacks them too, so they were drawn in a fallback face before the cut as well.
          this.environment.logger.info(`Characters the full ${text.name} never had, drawn in a fallback face:\n${neverInFace.join('\n')}`)
        }
        if (cut.length > 0) {
          throw new Error(`These pages show characters the font subset ${text.name} lacks; add them to safetyCodePoints in renderer/generate/fontSubsets.ts:\n${cut.join('\n')}`)
        }
      },
    },
  }
}
