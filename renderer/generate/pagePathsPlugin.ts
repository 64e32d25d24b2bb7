import type { Plugin } from 'vite'

/**
 * `virtual:page-paths`: the path of every pre-rendered page, from the route table (content.server), for the code
 * that fetches a page ahead (renderer/features/prefetch): only these have a page context, and a link to anything else
 * (an unknown path, which the 404 page handles) must not be fetched, or the browser logs the 404 and Vike warns of no
 * matching route.
 * A plain list of strings, so the table's titles and descriptions stay out of the browser's code.
 */
const pagePathsModule = 'virtual:page-paths'
const resolvedId = `\0${pagePathsModule}`

export function pagePaths(): Plugin {
  return {
    name: 'page-paths',
    resolveId: (id) => (id === pagePathsModule ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      // Imported here, not above: the route table reads the content, which vite.config.ts must not do when it loads.
      const { routePaths } = await import('./content.server')
      return `export default ${JSON.stringify(routePaths)}`
    },
  }
}
