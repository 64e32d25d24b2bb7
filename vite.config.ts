import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { socialArtifacts } from './renderer/socialArtifactsPlugin'
import { deliveryFiles } from './renderer/delivery/plugin'

const isVitest = Boolean(process.env.VITEST)

/** Text assets worth compressing ahead of time; fonts and images are compressed already. */
const precompressible = /\.(js|css|svg|json|webmanifest|xml|txt)$/

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset of the client build. The
 * production server (and any static host that looks for them) sends these instead of compressing
 * on the fly at a low level, which makes first-load JavaScript about 15% smaller on the wire.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress)
  const gzipAsync = promisify(gzip)
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const outDir = this.environment.config.build.outDir
      const files = (await readdir(outDir, { recursive: true })).filter((file) => precompressible.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const content = await readFile(path)
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}

export default defineConfig({
  // Vike's plugin turns Vite into an SSR/pre-render pipeline, which unit tests do not need.
  plugins: [...(isVitest ? [] : [vike(), socialArtifacts(), deliveryFiles(), precompressAssets()]), react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    // No <link rel="modulepreload"> per dependency at each dynamic import (Vike's page entry, lazy chunks):
    // appending them costs main-thread time during hydration. Home's Lighthouse TBT fell from 335 to 170 ms
    // (median of 5, 7x CPU); the price is one more round trip before a lazy chunk's own imports load.
    modulePreload: false,
  },
  test: {
    include: ['{design-system,content,renderer,pages}/**/*.test.{ts,tsx}', 'tests/perf/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./design-system/vitest.setup.ts'],
    css: false,
    // One module graph and environment per worker instead of per file: the run took 102 s, 42 of them building a
    // jsdom per file, and takes 16 s this way. Files must not lean on each other's state; the setup file unmounts
    // what each test rendered, and the suite passes with its files in shuffled order (--sequence.shuffle.files).
    isolate: false,
  },
})
