import { prefetch as prefetchStaticAssets } from 'vike/client/router'
import pagePathList from 'virtual:page-paths'
import { whenIdle } from './idle'
import { browserConnection, prefetchLevel } from './connection'
import { idlePrefetchAreas, pageContextUrl, prefetchTarget } from './policy'

const pagePaths: ReadonlySet<string> = new Set(pagePathList)

/** Pages already asked for, by path and query: nothing is fetched twice. */
const started = new Set<string>()

/**
 * The images fetched ahead, held so they stay in the document's list of available images: the next page's own
 * `<img>` then takes each without a request, although images are revalidated on every use.
 */
const heldImages: HTMLImageElement[] = []

/** What a pre-rendered page context carries that is read here (set by renderer/+onRenderHtml.tsx). */
interface PrefetchedPageContext {
  eagerImages?: readonly string[]
}

/**
 * Fetches what the page at `target` needs to paint, once: its page context (which the HTTP cache then gives Vike's
 * own request on the click), its chunks (Vike's `prefetch`, which imports them without rendering anything, so no
 * page view is sent and no form script is loaded) and the images it loads at once.
 */
function prefetchPage(target: string): void {
  if (started.has(target)) return
  started.add(target)
  const url = new URL(target, location.href)
  void prefetchStaticAssets(target).catch(() => undefined)
  void fetch(pageContextUrl(url.pathname, url.search))
    .then((response) => (response.ok ? (response.json() as Promise<PrefetchedPageContext>) : undefined))
    .then((pageContext) => {
      for (const src of pageContext?.eagerImages ?? []) {
        const image = new Image()
        image.decoding = 'async'
        image.src = src
        heldImages.push(image)
      }
    })
    // Offline, or the host refused: the click fetches as it would have, and reports what it meets.
    .catch(() => undefined)
}

function prefetchAnchor(anchor: Element | null | undefined, least: 'intent' | 'idle'): void {
  if (!(anchor instanceof HTMLAnchorElement)) return
  // Read at each use: Save-Data can be switched on, and the connection changes, while the page is open.
  const level = prefetchLevel(browserConnection())
  if (level === 'none' || (least === 'idle' && level !== 'idle')) return
  const target = prefetchTarget(anchor, location, pagePaths)
  if (target !== undefined) prefetchPage(target)
}

const onIntent = (event: Event) => prefetchAnchor((event.target as Element | null)?.closest?.('a[href]'), 'intent')

/** Starts listening; called once, when the first load is idle (see `./index.ts`). */
export function startPrefetching(): void {
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  // The interaction that loaded this module may have been the pointer resting on a link, or focus on one.
  prefetchAnchor(document.querySelector('a[href]:hover'), 'intent')
  prefetchAnchor(document.activeElement?.closest('a[href]'), 'intent')

  if (prefetchLevel(browserConnection()) !== 'idle') return
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      void whenIdle().then(() => prefetchAnchor(entry.target, 'idle'))
    }
  })
  for (const anchor of document.querySelectorAll(`:is(${idlePrefetchAreas}) a[href]`)) observer.observe(anchor)
}
