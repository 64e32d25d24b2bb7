// The content folder in the build (issue 49): the content check runs before anything is built and stops the build,
// listing every problem; with CONTENT_ROOT set, the build reads every data file from that folder instead.
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { checkContent, contentReport } from './contentCheck'
import { contentRoot } from './contentRoot'

// The project's root, not Vite's: Ladle runs Vite from its own folder.
const projectRoot = join(import.meta.dirname, '..', '..')
const defaultRoot = join(projectRoot, 'content')

const isDataFile = (file: string) => /\.(json|md)$/.test(file)

export function contentCheck(): Plugin {
  const root = contentRoot()
  let checked = false
  return {
    name: 'content-check',
    // Before Vite's own resolver, which would otherwise answer an import of a data file first (page copy is imported
    // as JSON), so CONTENT_ROOT would reach the posts and papers the check reads but not the pages' copy.
    enforce: 'pre',
    sharedDuringBuild: true,
    // Once for the whole build, before Vite has resolved its configuration, so nothing else has started: a page cannot
    // render content the check refuses, and the report is the last thing printed.
    config(_config, { command }) {
      if (checked || command !== 'build') return
      checked = true
      const { problems } = checkContent(root)
      if (problems.length > 0) {
        const error = new Error(contentReport(problems))
        // The report says where each problem is; where the build stopped is of no use to its reader.
        error.stack = error.message
        throw error
      }
    },
    // CONTENT_ROOT: page copy and settings are imported as modules, so each import of a data file under content/ is
    // answered from the same path under the other folder.
    async resolveId(source, importer, options) {
      if (root === defaultRoot || !isDataFile(source) || !importer) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !resolved.id.startsWith(`${defaultRoot}${sep}`)) return resolved
      return join(root, relative(defaultRoot, resolved.id))
    },
    // `vike dev` and the editor's preview: a saved data file reloads the page, and a problem is printed, not fatal.
    configureServer(server: ViteDevServer) {
      server.watcher.add(root)
      server.watcher.on('change', (file) => {
        if (!file.startsWith(root) || !isDataFile(file)) return
        const { problems } = checkContent(root)
        if (problems.length > 0) server.config.logger.error(contentReport(problems))
        for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}
