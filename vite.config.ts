import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vitest/config'
import { pathAliases } from './renderer/generate/aliases'
import { deliveryFiles } from './renderer/generate/deliveryFilesPlugin'
import { fontSubsets } from './renderer/generate/fontSubsetPlugin'
import { precompressAssets } from './renderer/generate/precompressAssetsPlugin'
import { socialArtifacts } from './renderer/generate/socialArtifactsPlugin'
import { silenceDeliberateVikeAdvisories } from './renderer/generate/vikeAdvisories'

const isVitest = Boolean(process.env.VITEST)
// Vike advises against two choices made here on purpose and offers no setting to say so; see that module.
if (!isVitest) silenceDeliberateVikeAdvisories()

export default defineConfig({
  // Vike's plugin turns Vite into an SSR/pre-render pipeline, which unit tests do not need.
  plugins: [...(isVitest ? [] : [vike(), fontSubsets(), socialArtifacts(), deliveryFiles(), precompressAssets()]), react(), vanillaExtractPlugin()],
  resolve: { alias: pathAliases() },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site, fetched once and cached for every page; Vike's advisory against it is
    // answered in renderer/generate/vikeAdvisories.ts.
    cssCodeSplit: false,
    // No <link rel="modulepreload"> per dependency at each dynamic import (Vike's page entry, lazy chunks):
    // appending them costs main-thread time during hydration. Home's Lighthouse TBT fell from 335 to 170 ms
    // (median of 5, 7x CPU); the price is one more round trip before a lazy chunk's own imports load.
    modulePreload: false,
  },
  test: {
    include: ['{design-system,content,renderer,pages}/**/*.test.{ts,tsx}', 'tests/{perf,architecture,build-checks}/**/*.test.ts', 'tests/a11y/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['./design-system/vitest.setup.ts'],
    css: false,
    // One module graph and environment per worker instead of per file: the run took 102 s, 42 of them building a
    // jsdom per file, and takes 16 s this way. Files must not lean on each other's state; the setup file unmounts
    // what each test rendered, and the suite passes with its files in shuffled order (--sequence.shuffle.files).
    isolate: false,
  },
})
