// @ts-check
// The story suites run the Ladle build under the production site's response headers, Content-Security-Policy
// included, so a component that needs more than the site allows (an inline <style>, eval, an outside host) fails its
// story as it would fail on the site. Ladle's build has no `_headers`; this writes the site's (dist/client/_headers,
// from renderer/generate/headers.ts) into it, and renderer/server/serve.mjs applies it as it does for the site.
// Ladle itself needs nothing more than 'self': its build has no inline scripts, and its story order is given as a
// list (.ladle/config.mjs) so it never calls `new Function`. Anything Ladle may need later is admitted here by hash
// or 'self' only.
// Usage: node tests/helpers/stories-headers.mjs [siteDir] [storiesDir]   (defaults: dist/client build)
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The site's `_headers`, for the stories.
 * @param {string} siteHeaders the text of dist/client/_headers
 * @returns {string}
 */
export function storiesHeaders(siteHeaders) {
  if (!/^\s+Content-Security-Policy: /m.test(siteHeaders)) throw new Error("the site's _headers has no Content-Security-Policy")
  return `# Written by tests/helpers/stories-headers.mjs: the site's headers, so the stories run under its policy.\n${siteHeaders}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [siteDir = 'dist/client', storiesDir = 'build'] = process.argv.slice(2)
  const source = join(siteDir, '_headers')
  if (!existsSync(source)) {
    console.error(`No ${source}: run \`npm run build\` first; the stories are served under the site's headers.`)
    process.exit(1)
  }
  if (!existsSync(storiesDir)) {
    console.error(`No ${storiesDir}: run \`npm run stories:build\` first.`)
    process.exit(1)
  }
  writeFileSync(join(storiesDir, '_headers'), storiesHeaders(readFileSync(source, 'utf8')))
}
