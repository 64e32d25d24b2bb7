// The one safe wrapper over Web Storage, for consent (localStorage) and lead-form drafts
// (sessionStorage). Every access is guarded: private modes, sandboxed frames and disabled
// storage make `window.localStorage` itself throw, and quota or policy errors make
// getItem/setItem throw. The site then behaves as if nothing was stored, for this page only.

export type StorageArea = 'localStorage' | 'sessionStorage'

/** One of the browser's storage areas. Reading the property can throw: call it through `reachStorage`. */
export function browserStorage(area: StorageArea = 'localStorage'): Storage | undefined {
  return typeof window === 'undefined' ? undefined : (window[area] ?? undefined)
}

/** The storage `get` returns, or undefined when getting it throws. */
export function reachStorage(get: () => Storage | undefined): Storage | undefined {
  try {
    return get()
  } catch {
    return undefined
  }
}

export function readItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Returns whether the value was stored. */
export function writeItem(storage: Storage | undefined, key: string, value: string): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

export function removeItem(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Nothing to undo: a storage that cannot be written holds nothing of ours this page relies on.
  }
}
