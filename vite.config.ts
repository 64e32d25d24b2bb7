import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { visualizer } from 'rollup-plugin-visualizer'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { pathAliases } from './renderer/generate/aliases'
import { contentImages } from './renderer/generate/contentImagesPlugin'
import { contentCheck } from './renderer/generate/contentPlugin'
import { deliveryFiles } from './renderer/generate/deliveryFilesPlugin'
import { editorEntry } from './renderer/generate/editorPlugin'
import { entryAfterPaint } from './renderer/generate/entryAfterPaintPlugin'
import { fontSubsets } from './renderer/generate/fontSubsetPlugin'
import { inlineStylesheet } from './renderer/generate/inlineStylesheetPlugin'
import { pagePaths } from './renderer/generate/pagePathsPlugin'
import { swcMinify } from './renderer/generate/minifyPlugin'
import { precompressAssets } from './renderer/generate/precompressAssetsPlugin'
import { searchIndex } from './renderer/generate/searchIndexPlugin'
import { socialArtifacts } from './renderer/generate/socialArtifactsPlugin'

const isVitest = Boolean(process.env.VITEST)

/** `npm run analyze` (tests/perf/analyze.mjs): the visualizer's output for the client build only, not the server's. */
function clientAnalysis(template: 'treemap' | 'raw-data', filename: string): Plugin {
  const plugin = visualizer({ template, filename, brotliSize: true }) as Plugin
  const write = plugin.generateBundle
  return {
    ...plugin,
    generateBundle(output, bundle, isWrite) {
      if (typeof write !== 'function' || !output.dir?.endsWith('client')) return
      return write.call(this, output, bundle, isWrite)
    },
  }
}
export default defineConfig({
  // Vike's plugin turns Vite into an SSR/pre-render pipeline, which unit tests do not need.
  plugins: [...(isVitest ? [] : [contentCheck(), contentImages(), vike(), fontSubsets(), inlineStylesheet(), pagePaths(), socialArtifacts(), deliveryFiles(), editorEntry(), entryAfterPaint(), swcMinify(), searchIndex(), precompressAssets()]), react(), vanillaExtractPlugin()],
  resolve: { alias: pathAliases() },
  build: {
    target: 'es2022',
    // The client's JavaScript is minified by swcMinify (renderer/generate/minifyPlugin.ts); the CSS still by esbuild.
    minify: false,
    cssMinify: 'esbuild',
    // One stylesheet for the whole site, inlined into every page (renderer/generate/inlineStylesheetPlugin.ts); Vike's
    // advisory against it is listed in tests/build-checks/build-log.mjs.
    cssCodeSplit: false,
    // The last browsers without CSS nesting: esbuild flattens the nested rules Swiper ships, which those browsers would
    // drop and which jsdom (the budget's and the link check's HTML parser, reading the inlined <style>) cannot parse.
    cssTarget: ['chrome111', 'edge111', 'firefox116', 'safari16.4'],
    // No <link rel="modulepreload"> per dependency at each dynamic import (Vike's page entry, lazy chunks):
    // appending them costs main-thread time during hydration, which the articles' performance score feels
    // (renderer/README.md, "Loading"); the price is one more round trip before a lazy chunk's own imports load.
    modulePreload: false,
    rollupOptions: {
      plugins: process.env.ANALYZE ? [clientAnalysis('treemap', 'dist/analyze/treemap.html'), clientAnalysis('raw-data', 'dist/analyze/client.json')] : [],
    },
  },
  test: {
    include: ['{design-system,content,renderer,pages}/**/*.test.{ts,tsx}', '.lint/*.test.ts', 'tests/{perf,architecture,build-checks,server,visual}/**/*.test.ts', 'tests/a11y/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['./design-system/vitest.setup.ts'],
    css: false,
    // One module graph and environment per worker instead of per file: the run took 102 s, 42 of them building a
    // jsdom per file, and takes 16 s this way. Files must not lean on each other's state; the setup file unmounts
    // what each test rendered, and the suite passes with its files in shuffled order (--sequence.shuffle.files).
    isolate: false,
  },
})
