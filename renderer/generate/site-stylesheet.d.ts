// Provided by renderer/generate/inlineStylesheetPlugin.ts.
declare module 'virtual:site-stylesheet' {
  /** The site's stylesheet in the pre-render; `undefined` in `vike dev`, which links the stylesheets itself. */
  const stylesheet: string | undefined
  export default stylesheet
}
