import type { HeadMeta } from '#content/schema'

declare global {
  namespace Vike {
    interface PageContext {
      Page: () => React.JSX.Element
      /** Head metadata resolved by +onBeforeRender: the route's, or the error page's (no path, noindex). */
      pageMeta: HeadMeta
      abortReason?: unknown
    }
  }
}

export {}
