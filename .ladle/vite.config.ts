import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { pathAliases } from '../renderer/generate/aliases'

// Ladle supplies React itself and crashes on the Vike plugin, so stories get
// only the styling pipeline the site uses.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: pathAliases() },
})
