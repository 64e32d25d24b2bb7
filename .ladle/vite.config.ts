import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { componentUsage } from '../design-system/docs/usage'
import { tokenFiles } from '../design-system/tokens/styleDictionary'
import { pathAliases } from '../renderer/generate/aliases'
import { contentImages } from '../renderer/generate/contentImagesPlugin'
import { fontSubsets } from '../renderer/generate/fontSubsetPlugin'

/** Where the published stories serve the design tokens: `build/tokens/tokens.json` and `tokens.css`. */
const tokensFolder = 'tokens'

/** Writes the DTCG tokens and their CSS custom properties beside the stories (and serves them from `ladle serve`). */
function designTokenFiles(): Plugin {
  return {
    name: 'design-token-files',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = request.url?.match(new RegExp(`^/${tokensFolder}/(tokens\\.(?:json|css))$`))?.[1] as 'tokens.json' | 'tokens.css' | undefined
        if (!name) return next()
        response.setHeader('Content-Type', name.endsWith('.json') ? 'application/json' : 'text/css')
        response.end((await tokenFiles())[name])
      })
    },
    async generateBundle() {
      for (const [name, source] of Object.entries(await tokenFiles())) {
        this.emitFile({ type: 'asset', fileName: `${tokensFolder}/${name}`, source })
      }
    },
  }
}

const repoRoot = join(import.meta.dirname, '..')
const usageModule = 'virtual:component-usage'

/** Which pages and components import each component, read from the source when the stories are built. */
function componentUsageModule(): Plugin {
  return {
    name: 'component-usage',
    resolveId: (id) => (id === usageModule ? `\0${usageModule}` : undefined),
    load(id) {
      if (id !== `\0${usageModule}`) return undefined
      const components = readdirSync(join(repoRoot, 'design-system', 'components'))
      const files = ['pages', 'renderer', 'design-system/components'].flatMap((folder) =>
        readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => {
            const path = `${folder}/${file.split('\\').join('/')}`
            this.addWatchFile(join(repoRoot, path))
            return { path, source: readFileSync(join(repoRoot, path), 'utf8') }
          }),
      )
      return `export default ${JSON.stringify(componentUsage(components, files))}`
    },
  }
}

// Ladle supplies React itself and crashes on the Vike plugin, so stories get
// only the styling pipeline the site uses.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), fontSubsets(), contentImages(), designTokenFiles(), componentUsageModule()],
  resolve: { alias: pathAliases() },
})
