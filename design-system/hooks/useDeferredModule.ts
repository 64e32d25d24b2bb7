import { use, useEffect, useState } from 'react'

/**
 * Code a component needs only once someone reaches for it, such as Radix's tooltip and its
 * positioning engine. The client fetches it once hydration has begun, or later still when it is
 * given a `when` (e.g. `firstInteraction`), so it stays out of the first load; React keeps the
 * server's HTML for the part that needs it and hydrates that part when it arrives. The server
 * renders synchronously, so it loads every deferred module before it renders its first page.
 */
export interface DeferredModule<T> {
  /** Resolves to the module, or to `undefined` if it could not be fetched; fetches it now. */
  load(): Promise<T | undefined>
  /** Like `load`, but fetches only once `when` (if given) has resolved. */
  request(): Promise<T | undefined>
  /** The module once `load` has settled; read it through `useDeferredModule`. */
  loaded(): T | undefined
  /**
   * Whether `button` was clicked while a reader waited for the module; answers true once. React keeps the server's
   * HTML for that reader and hydrates it only once the module is here, so such a click reaches no handler and is
   * lost: a tap is often a phone's first interaction, and a key press brings focus and Enter together. The reader's
   * component asks on mount and acts as the click would have.
   */
  clickedWhileLoading(button: Element): boolean
}

const loadedBeforeServerRender: Array<DeferredModule<unknown>> = []

let interacted: Promise<void> | undefined

/**
 * Resolves at the visitor's first pointer movement, touch, key press or focus anywhere in the document: before
 * they can reach a control, but after a visit that only reads, so its code is no part of the first load.
 * It hears only interactions after its first call: the client renderer makes that call on hydration.
 */
export function firstInteraction(): Promise<void> {
  return (interacted ??= new Promise<void>((resolve) => {
    const events = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const
    const interact = () => {
      for (const event of events) document.removeEventListener(event, interact, true)
      resolve()
    }
    for (const event of events) document.addEventListener(event, interact, { capture: true, passive: true })
  }))
}

/** False until the visitor's first interaction (`firstInteraction`), then true; false on the server. */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false)
  useEffect(() => {
    let mounted = true
    void firstInteraction().then(() => mounted && setInteracted(true))
    return () => {
      mounted = false
    }
  }, [])
  return interacted
}

export function deferredModule<T>(importModule: () => Promise<T>, when?: () => Promise<void>): DeferredModule<T> {
  let module: T | undefined
  let loading: Promise<T | undefined> | undefined
  let requested: Promise<T | undefined> | undefined
  let clickedButton: Element | undefined
  // Stops at the first click after the module has arrived: until React has hydrated the reader, a click is still lost.
  const noteClick = (event: MouseEvent) => {
    if (module) document.removeEventListener('click', noteClick, true)
    else if (event.target instanceof Element) clickedButton = event.target.closest('button') ?? undefined
  }
  const deferred: DeferredModule<T> = {
    load: () =>
      (loading ??= importModule().then(
        (imported) => (module = imported),
        // A chunk that cannot be fetched (offline, or a deploy replaced it) leaves the page as it is, minus this code.
        () => undefined,
      )),
    request: () => {
      if (!requested) document.addEventListener('click', noteClick, true)
      return (requested ??= when ? when().then(deferred.load) : deferred.load())
    },
    loaded: () => module,
    clickedWhileLoading: (button) => {
      if (clickedButton !== button) return false
      clickedButton = undefined
      return true
    },
  }
  // Folded away in the client build, so a module that merely defines one stays free of side effects there.
  if (import.meta.env.SSR) loadedBeforeServerRender.push(deferred)
  return deferred
}

/** The server renderer awaits this before `renderToString`, which cannot wait for a module. */
export async function loadDeferredModules(): Promise<void> {
  await Promise.all(loadedBeforeServerRender.map((deferred) => deferred.load()))
}

/**
 * The module, suspending the caller until it has loaded: during hydration React keeps the
 * server's HTML for the nearest Suspense boundary and hydrates it once the module is here.
 * `undefined` when the module could not be fetched.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>): T | undefined {
  return deferred.loaded() ?? use(deferred.request())
}
