// The site's one stylesheet (build.cssCodeSplit: false) goes into every pre-rendered page as a <style>, so a first
// visit paints from the HTML's own response instead of waiting for a render-blocking stylesheet (issue 25). The
// whole stylesheet, not per-page critical CSS: client-side navigation then needs no CSS at all, since the first page's
// <style> styles every page, and the Content-Security-Policy admits it by one hash (hashes.server.ts) instead of one
// per page.
import type { Plugin, Rollup } from 'vite'

/** Imported by renderer/+onRenderHtml.tsx: the stylesheet's text in the pre-render, `undefined` in `vike dev`. */
const siteStylesheetModule = 'virtual:site-stylesheet'
const resolvedId = `\0${siteStylesheetModule}`
const pluginName = 'inline-stylesheet'

interface InlineStylesheetApi {
  /** The client build's stylesheet, as every page inlines it. */
  stylesheet(): string
}

/**
 * Takes the client build's stylesheet out of its output and hands it to the server build, which pre-renders it into
 * every page. No page links the file any more, so it is not written: no `/assets/static/style.*.css`, and neither
 * Vite's manifest nor Vike's page assets list one (so Vike injects no `<link rel="stylesheet">`).
 */
export function inlineStylesheet(): Plugin<InlineStylesheetApi> {
  let captured: string | undefined
  const stylesheet = () => {
    if (captured === undefined) throw new Error(`${pluginName}: the client build has not produced its stylesheet yet`)
    return captured
  }
  return {
    name: pluginName,
    // After vite:css-post, which emits the stylesheet in generateBundle; before Vite's manifest, which then omits it.
    enforce: 'post',
    // The client build captures the stylesheet and the server build, run after it in the same process, renders it:
    // both builds must share this one instance (Vite otherwise creates the plugins anew for each environment).
    sharedDuringBuild: true,
    api: { stylesheet },
    resolveId: (id) => (id === siteStylesheetModule ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined
      // `vike dev` links the stylesheets itself, as Vite serves them.
      if (this.environment.config.command === 'serve') return 'export default undefined'
      if (this.environment.config.consumer === 'client') this.error(`${siteStylesheetModule} is for the server's render only`)
      const css = stylesheet()
      // The text goes into the HTML as it is: a `</style` inside would end the element early.
      if (/<\/style/i.test(css)) this.error('the stylesheet contains "</style", which cannot be inlined')
      return `export default ${JSON.stringify(css)}`
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const sheets = Object.values(bundle).filter((file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
      const [sheet, ...more] = sheets
      if (!sheet || more.length > 0) {
        this.error(`expected the one stylesheet of build.cssCodeSplit: false, found ${sheets.map((file) => file.fileName).join(', ') || 'none'}`)
      }
      captured = String(sheet.source)
      delete bundle[sheet.fileName]
    },
  }
}

/** The stylesheet captured by {@link inlineStylesheet}, from another plugin of the same build. */
export function inlinedStylesheet(plugins: readonly { name: string; api?: unknown }[]): string {
  const api = plugins.find((candidate) => candidate.name === pluginName)?.api as InlineStylesheetApi | undefined
  if (!api) throw new Error(`${pluginName} is not in this build's plugins (vite.config.ts)`)
  return api.stylesheet()
}
