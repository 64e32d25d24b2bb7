// https://vike.dev/onBeforeRoute
import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { lookupLegacyRedirect } from '#content/redirects'
import { consoleMessages } from './consoleMessages'

/**
 * SPEC §2: client navigation to a legacy path goes straight to its new path. Without this,
 * Vike reloads any path it has no route for, and the server's 301 would leave no console
 * message. The legacy URL never enters the history. On the server (pre-rendering) and on a
 * first load there is nothing to do: the server, the host or the 404 page redirects. Vike's
 * link prefetching (on hover, and for every link in view) routes too, without
 * `isClientSideNavigation`: it must neither log nor redirect, or one click logs the 301 twice.
 */
export function onBeforeRoute(pageContext: PageContext) {
  if (pageContext.isClientSideNavigation !== true) return undefined
  const from = pageContext.urlParsed.pathname
  const target = lookupLegacyRedirect(from)
  if (target === undefined) return undefined
  console.warn(consoleMessages.redirect(from, target))
  throw redirect(target, 301)
}
