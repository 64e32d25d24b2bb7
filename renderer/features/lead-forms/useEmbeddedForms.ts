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
  const pageKey = `${routeKey} ${signature}`
  // Statuses belong to the page they were reported on: a new page's forms start pending without a reset, and an
  // empty first load never re-renders the page straight after hydration.
  const [reported, setReported] = useState<{ pageKey: string; statuses: Readonly<Record<string, EmbedStatus>> }>({ pageKey, statuses: {} })

  useEffect(() => {
    const update = (targetId: string, status: EmbedStatus) =>
      setReported((current) => ({ pageKey, statuses: { ...(current.pageKey === pageKey ? current.statuses : {}), [targetId]: status } }))
    return loadEmbeddedForms(requests, {
      ready: (targetId) => update(targetId, 'ready'),
      fallback: (targetId) => update(targetId, 'fallback'),
      submitted: (targetId) => update(targetId, 'submitted'),
    })
    // `pageKey` stands for `requests`, which callers usually rebuild on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the requests' content, not their identity
  }, [pageKey])

  const statuses = reported.pageKey === pageKey ? reported.statuses : {}
  return Object.fromEntries(requests.map(({ targetId }) => [targetId, statuses[targetId] ?? 'pending']))
}
