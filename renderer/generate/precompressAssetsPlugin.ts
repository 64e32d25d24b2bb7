import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterPrerender, clientFiles } from './afterPrerender'
import { precompressible, writeCompressedCopies } from './precompress.mjs'
import { editorDirectory } from '../cms/location.mjs'

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of the client build, the pre-rendered HTML
 * and the page contexts of client navigation included. The production server (and any static host that looks for
 * them) sends these instead of compressing on the fly at a low level: first-load JavaScript is about 15% smaller on
 * the wire, and each page's HTML, which carries the whole stylesheet, about 3 KB. The editor's files (/admin) are
 * left to on-the-fly compression: its 2 MB script would add seconds of brotli to every build for a page a few people open.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    sharedDuringBuild: true,
    closeBundle: afterPrerender(async function (clientOutDir) {
      const files = await clientFiles(clientOutDir, (file) => precompressible.test(file) && !file.startsWith(`${editorDirectory}/`))
      if (!files.includes('index.html')) this.error(`no pre-rendered index.html in ${clientOutDir} to compress`)
      await Promise.all(files.map((file) => writeCompressedCopies(join(clientOutDir, file))))
    }),
  }
}
