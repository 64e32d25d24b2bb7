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
  const deferred: DeferredModule<T> = {
    load: () =>
      (loading ??= importModule().then(
        (imported) => (module = imported),
        // A chunk that cannot be fetched (offline, or a deploy replaced it) leaves the page as it is, minus this code.
        () => undefined,
      )),
    request: () => (requested ??= when ? when().then(deferred.load) : deferred.load()),
    loaded: () => module,
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
