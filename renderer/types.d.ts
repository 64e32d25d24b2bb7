import type { HeadMeta } from '#content/schema'
import type { SearchFacts } from '#content/search'
import type { Pictograms } from '#design-system/components/Icon/Icon'

declare global {
  namespace Vike {
    interface PageContext {
      Page: () => React.JSX.Element
      /** Head metadata resolved by +onBeforeRender: the route's, or the error page's (no path, noindex). */
      pageMeta: HeadMeta
      /** The pictograms the page's data names, set by +onBeforeRender; absent on an error page rendered in the browser. */
      pictograms?: Pictograms
      /** What the search index records of the page, set by +onBeforeRender on the routes it holds; absent elsewhere. */
      searchFacts?: SearchFacts
      /** The images the page requests as soon as it renders (not `loading="lazy"`), set by +onRenderHtml for prefetching. */
      eagerImages?: readonly string[]
      abortReason?: unknown
    }
  }
}

export {}
