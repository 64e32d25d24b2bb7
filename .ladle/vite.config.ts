import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { tokenFiles } from '../design-system/tokens/styleDictionary'
import { pathAliases } from '../renderer/generate/aliases'

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

// Ladle supplies React itself and crashes on the Vike plugin, so stories get
// only the styling pipeline the site uses.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), designTokenFiles()],
  resolve: { alias: pathAliases() },
})
