import type { PageMeta } from '../content/schema'

declare global {
  namespace Vike {
    interface PageContext {
      Page: () => React.JSX.Element
      /** Head metadata resolved from the route table by +onBeforeRender. */
      pageMeta: PageMeta
      abortReason?: unknown
    }
  }
}

export {}
