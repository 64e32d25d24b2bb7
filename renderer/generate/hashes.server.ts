// CSP hash sources for the inline code the site runs, computed at build time from the code
// itself, so editing the boot script or a style, or upgrading sonner, updates the policy with it.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { bootScript, entryLoaderScript } from '../document'
import type { InlineHashes } from './headers'

const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`

/**
 * sonner inserts its stylesheet at run time: it appends an empty `<style>`, then the CSS text.
 * Chromium checks the element at each step, so both the empty and the full text are allowed.
 */
function sonnerStyles(): string[] {
  const require = createRequire(import.meta.url)
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error('sonner no longer inserts its CSS through __insertCSS: update renderer/generate/hashes.server.ts')
  return ['', JSON.parse(literal) as string]
}

/** @param siteStylesheet the stylesheet every page inlines (inlineStylesheetPlugin.ts) */
export function inlineHashes(siteStylesheet: string): InlineHashes {
  return { scripts: [bootScript, entryLoaderScript].map(hashSource), styles: [siteStylesheet, ...sonnerStyles()].map(hashSource) }
}
