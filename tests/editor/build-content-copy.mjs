// @ts-check
// Builds the site from the content folder CONTENT_ROOT names into the folder given as the first argument (relative to
// the project), as `npm run build` would from content/: the editor's end-to-end test runs it on what the editor saved.
// In a process of its own, since the build sets NODE_ENV=production where it runs.
import { fileURLToPath } from 'node:url'
import { build } from 'vike/api'

const [outDir] = process.argv.slice(2)
if (!outDir || !process.env.CONTENT_ROOT) {
  console.error('Usage: CONTENT_ROOT=<content folder> node tests/editor/build-content-copy.mjs <output folder>')
  process.exit(2)
}
await build({ viteConfig: { root: fileURLToPath(new URL('../..', import.meta.url)), logLevel: 'warn', build: { outDir } } })
