import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import type { Plugin } from 'vite'
import { searchIndexFolder } from '#content/search-control'
import { isSearchable } from '#content/search-listing'
import { afterPrerender, clientFiles, isPage } from './afterPrerender'

/** The attribute that opts a page's `<main>` in to the index (renderer/features/search/IndexedContent.tsx). */
const indexedMark = 'data-pagefind-body'

/** Pagefind's own search interfaces: the site draws its own (design-system SearchDialog), so they are not published. */
const unusedBundles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
]

/** The route a pre-rendered file serves: `blog/x/index.html` is `/blog/x`, `index.html` is `/`. */
export const routeOfPage = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`

/**
 * Which pages carry the mark and which should: every route `isSearchable` accepts, and nothing else. Returns the
 * mismatches in words, empty when the two agree.
 */
export function markMismatches(marked: ReadonlySet<string>, expected: ReadonlySet<string>): string[] {
  return [
    ...[...expected].filter((path) => !marked.has(path)).map((path) => `${path} is searchable but its <main> lacks ${indexedMark}`),
    ...[...marked].filter((path) => !expected.has(path)).map((path) => `${path} carries ${indexedMark} but is not a searchable route`),
  ]
}

/**
 * Builds the site search's index with Pagefind once every page is pre-rendered, into dist/client/pagefind/, before
 * precompressAssets writes the .br/.gz copies (of pagefind.js and its worker; the index files are compressed
 * already). Fails the build, saying why, when a page that should be indexed is not marked, one that should not is,
 * Pagefind reports an error, or the index holds another number of pages than the route table's searchable routes.
 */
export function searchIndex(): Plugin {
  return {
    name: 'search-index',
    apply: 'build',
    sharedDuringBuild: true,
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler: afterPrerender(async function (clientOutDir) {
        const started = performance.now()
        // Imported here, not above: the route table reads the content, which vite.config.ts must not do when it loads.
        const { routes } = await import('./content.server')
        const expected = new Set(routes.filter(isSearchable).map((route) => route.path))
        const pages = await clientFiles(clientOutDir, isPage)
        const marked = new Set<string>()
        for (const file of pages) {
          if ((await readFile(join(clientOutDir, file), 'utf8')).includes(indexedMark)) marked.add(routeOfPage(file))
        }
        const mismatches = markMismatches(marked, expected)
        if (mismatches.length > 0) this.error(`search index: ${mismatches.join('; ')}`)

        const outputPath = join(clientOutDir, searchIndexFolder)
        try {
          const { index, errors } = await pagefind.createIndex({})
          if (!index) this.error(`search index: Pagefind did not start: ${errors.join('; ')}`)
          const added = await index.addDirectory({ path: clientOutDir })
          if (added.errors.length > 0) this.error(`search index: Pagefind could not read the site: ${added.errors.join('; ')}`)
          const written = await index.writeFiles({ outputPath })
          if (written.errors.length > 0) this.error(`search index: Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`)
        } finally {
          await pagefind.close()
        }
        const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> }
        const indexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
        if (indexed !== expected.size) this.error(`search index: ${indexed} pages indexed, expected the ${expected.size} searchable routes`)
        await Promise.all(unusedBundles.map((file) => rm(join(outputPath, file), { force: true })))
        const seconds = ((performance.now() - started) / 1000).toFixed(2)
        this.info(`search index: ${indexed} pages in ${seconds} s`)
      }),
    },
  }
}
