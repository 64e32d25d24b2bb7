// SPEC §2 "Unknown paths", in the browser: the 404 page, whether it was the document a static
// host answered with or the page client routing rendered, looks the path up in the legacy
// table and moves on, replacing the history entry so Back never returns to the unknown URL.
import { navigate } from 'vike/client/router'
import { lookupLegacyRedirect } from '#content/redirects'
import { consoleMessages } from './consoleMessages'

export function leaveUnknownPath(pathname: string): Promise<void> {
  const target = lookupLegacyRedirect(pathname)
  // A warning, not an error: the visitor lands somewhere useful, but a link that leads here is worth fixing.
  console.warn(target === undefined ? consoleMessages.notFound(pathname) : consoleMessages.redirect(pathname, target))
  return navigate(target ?? '/', { overwriteLastHistoryEntry: true })
}
