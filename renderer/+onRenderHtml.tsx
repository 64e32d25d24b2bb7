// https://vike.dev/onRenderHtml
import { prerender } from 'react-dom/static'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import siteStylesheet from 'virtual:site-stylesheet'
import { App } from './App'
import { bootScript, themeColor } from './document'
import { eagerImageSources } from './eagerImages'
import { headTags, headTagsToHtml } from './head'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { pageMeta } = pageContext
  // https://react.dev/reference/react-dom/static/prerender: unlike renderToString, it waits for what a component
  // loads lazily (Radix's tooltip), so the page holds what the client then hydrates. Every boundary is written in
  // place: a large one would otherwise come last, hidden, moved by an inline script.
  const { prelude } = await prerender(<App pageContext={pageContext} />, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const appHtml = await new Response(prelude).text()
  const eagerImages = eagerImageSources(appHtml)
  const pageHead = headTagsToHtml(headTags(pageMeta))
  // The whole stylesheet, inlined so that the first response paints without a second round trip
  // (renderer/generate/inlineStylesheetPlugin.ts); the CSP admits it by its hash. `vike dev` links it instead.
  const style = siteStylesheet === undefined ? '' : `<style>${siteStylesheet}</style>`

  const documentHtml = escapeInject`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${dangerouslySkipEscape(style)}
    <script>${dangerouslySkipEscape(bootScript)}</script>
    <title>${pageMeta.title}</title>
    ${dangerouslySkipEscape(pageHead)}
    <meta name="theme-color" content="${themeColor}">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>
  </body>
</html>`

  return {
    documentHtml,
    // What a click on a link to this page fetches ahead with its page context (features/prefetch); absent when none.
    pageContext: eagerImages.length > 0 ? { eagerImages } : {},
    // https://vike.dev/injectFilter: the page's JavaScript chunks are not preloaded. Fetched before the first paint,
    // they share the slow first connection with the HTML, and Lighthouse charges them to the paint (renderer/README.md,
    // "Loading"). Vike advises against it once per chunk in the build log; tests/build-checks/build-log.mjs lists the
    // advisory.
    injectFilter(assets: Array<{ assetType: string | null; isEntry: boolean; inject: false | string }>) {
      for (const asset of assets) {
        if (asset.assetType === 'script' && !asset.isEntry) asset.inject = false
      }
    },
  }
}
