import { useEffect, useState } from 'react'
import { loadEmbeddedForms, type EmbedRequest } from './embedLoader'

/**
 * `pending` until the embed is ready, or until our own form must take its place
 * (`fallback`); a ready embed that has been sent is `submitted`.
 */
export type EmbedStatus = 'pending' | 'ready' | 'submitted' | 'fallback'

/**
 * Loads the page's embedded forms on entry and removes them on leaving (SPEC §4).
 * Call it once per page with every form container on it, so the page has one
 * script element however many forms it shows. `routeKey` (the URL pathname)
 * makes a client navigation between two pages that render the same component
 * load the embed afresh. The server render and first client render report
 * every container as `pending`, so hydration matches.
 */
export function useEmbeddedForms(requests: readonly EmbedRequest[], routeKey: string): Readonly<Record<string, EmbedStatus>> {
  const signature = requests.map(({ targetId, formKey }) => `${targetId}:${formKey}`).join(' ')
  const [statuses, setStatuses] = useState<Readonly<Record<string, EmbedStatus>>>({})

  useEffect(() => {
    // A new page's forms start pending. Keeping the same (empty) object on a first load spares the page a
    // second render straight after hydration, which React would run in the same long task.
    setStatuses((current) => (Object.keys(current).length === 0 ? current : {}))
    const update = (targetId: string, status: EmbedStatus) => setStatuses((current) => ({ ...current, [targetId]: status }))
    return loadEmbeddedForms(requests, {
      ready: (targetId) => update(targetId, 'ready'),
      fallback: (targetId) => update(targetId, 'fallback'),
      submitted: (targetId) => update(targetId, 'submitted'),
    })
    // `signature` stands for `requests`, which callers usually rebuild on every render.
  }, [signature, routeKey])

  return Object.fromEntries(requests.map(({ targetId }) => [targetId, statuses[targetId] ?? 'pending']))
}
