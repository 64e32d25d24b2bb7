// https://vike.dev/onRenderClient
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { firstInteraction } from '#design-system/hooks/firstInteraction'
import { initAnalytics, trackPageView } from './features/analytics'
import { schedulePrefetching } from './features/prefetch'
import { App } from './App'
import { hydratedAttribute } from './document'

let root: Root | undefined
/** The page context last rendered: a deferred render of an earlier one is dropped. */
let renderedContext: PageContextClient | undefined

// The pre-rendered page carries its head: the code that rewrites it is needed from the first navigation on, so it
// is fetched then (and once only), not with the first load.
const loadHead = () => import('./head')

/** Lets the browser handle input and paint before the next step; `scheduler.yield` keeps this task's place in line. */
function yieldToMain(): Promise<void> {
  // Not yet in TypeScript's DOM library; Chromium has it, other browsers fall back to a timer.
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

export async function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root')
  if (!container) throw new Error('The document has no #root element')

  if (pageContext.isHydration) {
    // The first load arrives as one long task: Vike's router, then every module of the page.
    // Each step below starts a task of its own, so no single one keeps a tap or key waiting.
    await yieldToMain()
    // Before React runs: the stored choice (consent default, disable flag, cookie clean-up)
    // must be in force before anything could send a page view.
    initAnalytics()
    // Listening from the first page on, so code deferred to the first interaction on a page reached later by
    // client-side navigation (Home's tooltips) knows the visitor has already interacted.
    void firstInteraction()
    // What the next page needs, fetched ahead on intent once the first load is idle (features/prefetch).
    schedulePrefetching()
    await yieldToMain()
  }

  // A link followed to the top of a page paints the page's heading before what follows it (`AfterHeading`), and the
  // whole page in the task after that frame. Not on hydration (the server's HTML is whole), nor when the browser
  // scrolls into the page (a #hash, or Back and Forward restoring a position), which needs the page whole.
  const headingFirst = !pageContext.isHydration && !pageContext.isHistoryNavigation && !pageContext.urlParsed.hash
  renderedContext = pageContext

  // React renders asynchronously; Vike scrolls to the top or to the URL's hash
  // once this promise settles, so it must wait until the new page is in the DOM.
  await new Promise<void>((resolve) => {
    const app = <App pageContext={pageContext} onCommit={resolve} headingOnly={headingFirst} />
    if (pageContext.isHydration) {
      // As a transition, hydration renders in slices of a few milliseconds instead of one long task.
      startTransition(() => {
        root = hydrateRoot(container, app)
      })
      return
    }
    root ??= createRoot(container)
    root.render(app)
  })
  if (headingFirst) {
    // The whole page, in the task after the frame that paints the heading: one render, so it is drawn in as few frames
    // as possible. Dropped if a later navigation has rendered its own page meanwhile.
    requestAnimationFrame(() => setTimeout(() => renderedContext === pageContext && root?.render(<App pageContext={pageContext} />)))
  }
  if (pageContext.isHydration) {
    // The one signal that React has taken over the pre-rendered page (tests wait for it).
    document.documentElement.setAttribute(hydratedAttribute, '')
  }
  const view = { path: pageContext.urlParsed.pathname, search: pageContext.urlParsed.searchOriginal }
  const { pageMeta } = pageContext
  // The error page rendered after a failed pageContext fetch has no metadata; the head stays as it was.
  if (pageContext.isHydration || !pageMeta) {
    // SPEC §4: every route change, the first one included, once the head carries the new title.
    trackPageView({ ...view, title: pageMeta?.title ?? document.title })
    return
  }
  // Not awaited: Vike scrolls to the top or to the hash once this hook settles, and the page's own hash handling
  // (useHashTarget) must scroll after it, not be cut short by it while the head's module is still on its way.
  void loadHead().then(({ applyHead }) => {
    applyHead(pageMeta)
    trackPageView({ ...view, title: pageMeta.title })
  })
}
