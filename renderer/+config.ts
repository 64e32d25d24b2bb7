// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // https://vike.dev/prerender: every route is static HTML; the server only serves files.
  prerender: true,
  clientRouting: true,
  hydrationCanBeAborted: true,
  // https://vike.dev/prefetch: Vike's own link prefetching fetches a page's chunks on hover whatever the connection,
  // and not its page context; features/prefetch does both, and nothing under Save-Data.
  prefetch: { staticAssets: false, pageContext: false },
  passToClient: ['pageMeta', 'pictograms', 'searchFacts', 'eagerImages', 'abortReason', 'abortStatusCode'],
} satisfies Config
