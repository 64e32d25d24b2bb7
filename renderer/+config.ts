// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // https://vike.dev/prerender: every route is static HTML; the server only serves files.
  prerender: true,
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['pageMeta', 'pictograms', 'searchFacts', 'eagerImages', 'abortReason', 'abortStatusCode'],
} satisfies Config
