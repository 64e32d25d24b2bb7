// Vike prints an advisory each time the build makes one of two choices this site makes on
// purpose. Vike 0.4 has no setting to turn either off (node_modules/vike: `checkForWarnings`
// in html/injectAssets/getHtmlTags.js, `handleAssetsManifest_assertUsageCssCodeSplit` in
// plugins/build/handleAssetsManifest.js call `assertWarning` unconditionally), so the build
// drops exactly these two messages and nothing else; any other warning still prints and fails
// `npm run build:checked` (tests/build-checks/build-log.mjs).

/** The advisories, each with the choice it answers. */
const deliberateAdvisories = [
  {
    // renderer/+onRenderHtml.tsx's injectFilter: no <link rel="modulepreload"> for the page's chunks. Vike's
    // preloads of every chunk delayed first paint; Vike says so once per chunk, about 45 lines a build.
    message: '[injectFilter()] We recommend against not preloading JavaScript (',
    choice: 'renderer/+onRenderHtml.tsx injectFilter: page chunks are not preloaded',
  },
  {
    // vite.config.ts: one stylesheet for the whole site. Vike's concern (vikejs/vike#1993) is the same CSS
    // emitted twice, in that stylesheet and in per-page files; this build has the one stylesheet, which every page
    // inlines (inlineStylesheetPlugin.ts), and writes no .css file.
    message: "build.cssCodeSplit shouldn't be set to false",
    choice: 'vite.config.ts build.cssCodeSplit: false',
  },
] as const

// Colour codes are off when the output is not a terminal, and on in one: compare the plain text.
const ansiEscape = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** Whether a console message is one of the advisories above. */
export function isDeliberateAdvisory(args: readonly unknown[]): boolean {
  const text = args.map(String).join(' ').replace(ansiEscape, '')
  return text.includes('[vike]') && deliberateAdvisories.some(({ message }) => text.includes(message))
}

/** Wraps `console.warn` for this build process so that it drops the advisories above. */
export function silenceDeliberateVikeAdvisories(target: Pick<Console, 'warn'> = console): void {
  const warn = target.warn.bind(target)
  target.warn = (...args: unknown[]) => {
    if (!isDeliberateAdvisory(args)) warn(...args)
  }
}
