// CSP hash sources for the inline code the site runs, computed at build time from the code itself, so editing the
// boot script or a style, or upgrading sonner, updates the policy with it.
import { createHash } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { bootScript, entryLoaderScript } from '../document'
import type { InlineHashes } from './headers'

let loads = 0

const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`

/**
 * The stylesheet sonner inserts when it loads, read by loading it into a document of its own as a browser does (not
 * from its built code). It appends an empty `<style>`, then the CSS text, and Chromium checks the element at each
 * step, so both the empty and the full text are allowed. Each call loads the module afresh (a query of its own), so
 * that it runs here whatever else this process has imported.
 */
export async function sonnerStyles(): Promise<string[]> {
  loads += 1
  const { window } = new JSDOM()
  const global = globalThis as { document?: Document }
  const previous = global.document
  global.document = window.document
  try {
    await import(/* @vite-ignore */ `${import.meta.resolve('sonner')}?csp=${loads}`)
  } finally {
    global.document = previous
  }
  const inserted = [...window.document.querySelectorAll('style')].map((style) => style.textContent ?? '')
  if (inserted.length !== 1) {
    throw new Error(`sonner inserted ${inserted.length} <style> elements when loaded, not one: see how its new version ships its CSS, and update renderer/generate/hashes.server.ts`)
  }
  return ['', ...inserted]
}

/** @param siteStylesheet the stylesheet every page inlines (inlineStylesheetPlugin.ts) */
export async function inlineHashes(siteStylesheet: string): Promise<InlineHashes> {
  return { scripts: [bootScript, entryLoaderScript].map(hashSource), styles: [siteStylesheet, ...(await sonnerStyles())].map(hashSource) }
}
