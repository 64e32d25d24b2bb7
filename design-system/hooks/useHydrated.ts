import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False in the server render and while hydrating, true from the first client render after: for a part that only
 * works with JavaScript (a button that replaces a link) or that is not in the pre-rendered HTML, so hydration
 * matches the server and the part appears right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
