import { useCallback, useState } from 'react'

export interface OpenIds {
  readonly openIds: readonly string[]
  isOpen: (id: string) => boolean
  /** Opens a closed id and closes an open one; the others stay as they are (SPEC §4: several may be open). */
  toggle: (id: string) => void
  /** Opens an id if it is closed; stable, so it can be handed to `useHashTarget`. */
  open: (id: string) => void
}

/** SPEC §4 "Expand/collapse": a page keeps a list of open card ids. */
export function useOpenIds(initial: readonly string[] = []): OpenIds {
  const [openIds, setOpenIds] = useState<readonly string[]>(initial)
  const toggle = useCallback(
    (id: string) => setOpenIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])),
    [],
  )
  const open = useCallback((id: string) => setOpenIds((ids) => (ids.includes(id) ? ids : [...ids, id])), [])
  return { openIds, isOpen: (id) => openIds.includes(id), toggle, open }
}
