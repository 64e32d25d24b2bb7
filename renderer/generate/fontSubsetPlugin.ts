import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { fontFiles, shownCodePoints } from '#design-system/styles/fontCoverage'
import { afterPrerender, clientFiles, isPage } from './afterPrerender'
import { codePointsToKeep, fontFaces, sourceTexts, subsetFace, uncoveredCharacters } from './fontSubsets'

// The project's root, not Vite's: Ladle runs Vite from its own folder.
const root = join(import.meta.dirname, '..', '..')
const folder = join(root, 'node_modules', '.cache', 'font-subsets')

/**
 * `font-subsets/<name>` points at the cut faces, for the stylesheet. Not `#…` like the path aliases: Vite leaves a CSS
 * `url(#…)` alone, as a fragment reference.
 */
const fontSubsetAlias = 'font-subsets'

type Subset = Awaited<ReturnType<typeof subsetFace>>

/** Each face's first file, which goes into the stylesheet as a `data:` URL (see {@link fontSubsets}). */
const inlinedFiles = new Set(fontFaces.map((face) => fontFiles(face.name)[0].file))

/**
 * Vite's `build.assetsInlineLimit`: true for a face's first file, Vite's own size rule (`undefined`) for anything else.
 * Not for a path outside the cut faces' folder: a file of the same name elsewhere is not ours to inline.
 */
function inlineFirstFontFiles(filePath: string): boolean | undefined {
  const inFolder = filePath.startsWith(`${folder}/`) || filePath.startsWith(`${folder}\\`)
  return inFolder && inlinedFiles.has(filePath.slice(folder.length + 1)) ? true : undefined
}

/**
 * Cuts each face into its two files (see design-system/styles/fontCoverage.ts) before anything is transformed, so the
 * stylesheet's `url(font-subsets/…)` finds them: `<face>.woff2` with what the pages and stories show, and
 * `<face>-rest.woff2`, the whole cut face (the characters in the site's sources and everything a visitor may type; see
 * fontSubsets.ts), which browsers fetch only for a character the first lacks.
 *
 * The first files (Inter 25.6 KB, mono 13.0 KB) go into the stylesheet as `data:` URLs, and so into every page's
 * inlined `<style>`: the page paints in its own faces from its first response, with no font request, no swap and
 * nothing to preload. Fetched, even preloaded, they shared the slow first connection with the HTML and took Lighthouse's
 * LCP to 1.35 to 1.6 s (a second connection and bandwidth split three ways, in its simulation); inlined, 1.0 to 1.05 s
 * (issue 25). The price: a full page load carries them again, 39 KB of Brotli, where a fetched file came from the
 * cache; a client-side navigation fetches no HTML, so it does not.
 *
 * After Vike has pre-rendered the pages, fails the build if a page shows a character the text face has but its first
 * file lacks. Used by the site and by Ladle, so stories draw in the same inlined faces.
 */
export function fontSubsets(): Plugin {
  let subsets: Promise<Subset[]> | undefined
  return {
    name: 'font-subsets',
    sharedDuringBuild: true,
    config: () => ({
      resolve: { alias: [{ find: new RegExp(`^${fontSubsetAlias}/`), replacement: `${folder}/` }] },
      build: { assetsInlineLimit: inlineFirstFontFiles },
    }),
    async configResolved(config) {
      subsets ??= (async () => {
        const kept = codePointsToKeep(await sourceTexts(root))
        // One after the other: subset-font's HarfBuzz instance fails on overlapping calls.
        const cut: Subset[] = []
        for (const face of fontFaces) {
          const [shown, rest] = fontFiles(face.name)
          cut.push(await subsetFace(face, shownCodePoints, shown.file), await subsetFace(face, kept, rest.file))
        }
        await mkdir(folder, { recursive: true })
        await Promise.all(cut.map(({ file, data }) => writeFile(join(folder, file), data)))
        if (config.command === 'build' && config.build.ssr) {
          for (const { file, data, glyphs } of cut) config.logger.info(`font subset ${file}: ${(data.length / 1024).toFixed(1)} KB, ${glyphs} glyphs`)
        }
        return cut
      })()
      await subsets
    },
    closeBundle: {
      order: 'post',
      handler: afterPrerender(async function (clientOutDir) {
        if (!subsets) return
        // Every page's text is drawn in the text face, the first of fontFaces; every page carries its first file.
        const [shownFile] = fontFiles(fontFaces[0].name)
        const text = (await subsets).find(({ file }) => file === shownFile.file)
        if (!text) throw new Error(`no subset ${shownFile.file}`)
        const files = await clientFiles(clientOutDir, isPage)
        const pages = await Promise.all(files.map(async (file) => ({ page: `/${file}`, html: await readFile(join(clientOutDir, file), 'utf8') })))
        const { cut, neverInFace } = uncoveredCharacters(pages, text.codePoints, text.sourceCodePoints)
        if (neverInFace.length > 0) {
          // Not a failure: the full face lacks them too, so they were drawn in a fallback face before the cut as well.
          this.environment.logger.info(`Characters the full ${fontFaces[0].name} face never had, drawn in a fallback face:\n${neverInFace.join('\n')}`)
        }
        if (cut.length > 0) {
          throw new Error(
            `These pages show characters missing from ${text.file}, the text face's file every page carries; add them to shownCodePoints in design-system/styles/fontCoverage.ts:\n${cut.join('\n')}`,
          )
        }
      }),
    },
  }
}
