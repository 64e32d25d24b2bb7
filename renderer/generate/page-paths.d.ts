// Provided by renderer/generate/pagePathsPlugin.ts.
declare module 'virtual:page-paths' {
  /** The path of every pre-rendered page (`/`, `/about`, `/blog/<slug>`, …). */
  const paths: readonly string[]
  export default paths
}
