import { use } from 'react'

/**
 * Code a component needs only once someone reaches for it, such as Radix's tooltip and its
 * positioning engine. The client fetches it once hydration has begun, so it stays out of the
 * first load's long task, and React hydrates the part that needs it when it arrives. The server
 * renders synchronously, so it loads every deferred module before it renders its first page.
 */
export interface DeferredModule<T> {
  /** Resolves to the module, or to `undefined` if it could not be fetched. */
  load(): Promise<T | undefined>
  /** The module once `load` has settled; read it through `useDeferredModule`. */
  loaded(): T | undefined
}

const loadedBeforeServerRender: Array<DeferredModule<unknown>> = []

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined
  let loading: Promise<T | undefined> | undefined
  const deferred: DeferredModule<T> = {
    load: () =>
      (loading ??= importModule().then(
        (imported) => (module = imported),
        // A chunk that cannot be fetched (offline, or a deploy replaced it) leaves the page as it is, minus this code.
        () => undefined,
      )),
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
  return deferred.loaded() ?? use(deferred.load())
}
