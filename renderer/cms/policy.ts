// The headers of /admin, which replace the site's there (renderer/generate/headers.ts, `ownPolicies`). The editor
// needs what the site's policy refuses: inline styles (Svelte inserts `<style>` elements and `style` attributes) and
// the Git host's API. Nothing else is loosened: scripts and fonts come from our origin only, and the CDN the editor
// would load optional features from stays refused (renderer/README.md, "The editor").
import type { OwnPolicy } from '../generate/headers'
import { editor as gitHost } from '#content/site'
import { editorDirectory } from './location.mjs'

type Directives = Readonly<Record<string, readonly string[]>>

/** GitHub's REST and GraphQL API, where the editor reads and commits content in production. */
const gitHostApi = 'https://api.github.com'
/** The status page the GitHub backend asks, to explain a failing API with an incident notice. */
const gitHostStatus = 'https://www.githubstatus.com'
/** Where GitHub serves the signed-in editor's avatar. */
const gitHostAvatars = 'https://avatars.githubusercontent.com'

export const editorPolicy: Directives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Images from the repository are shown through blob: URLs; the logo is turned into data: icons.
  'img-src': ["'self'", 'blob:', 'data:', gitHostAvatars],
  'font-src': ["'self'"],
  // `data:`: the editor reads its logo (a data: URL until the configuration names ours) with fetch, reaching no host.
  'connect-src': ["'self'", 'data:', gitHostApi, gitHostStatus],
  // The editor describes itself as an installable app with a manifest it builds in the page.
  'manifest-src': ['blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
}

/**
 * The editor's own headers besides its policy, for the sign-in the configuration offers (`editor` in content/site.ts).
 * Search engines leave it out. Signing in through an OAuth app opens the authenticator (another origin) in a popup that
 * posts the token back to its opener, and the editor watches that popup close: the site's
 * `Cross-Origin-Opener-Policy: same-origin` would cut the popup off from /admin, so /admin then gets
 * `same-origin-allow-popups`. With access tokens only, /admin keeps the site's `same-origin`.
 */
function editorHeaders({ oauthBaseUrl }: { oauthBaseUrl: string }): [name: string, value: string][] {
  const headers: [name: string, value: string][] = [['X-Robots-Tag', 'noindex']]
  if (oauthBaseUrl) headers.push(['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'])
  return headers
}

/**
 * /admin and everything under it have the editor's policy and headers in place of the site's. The page answers at
 * `/admin` too (the production server serves a folder's index.html there), which `/admin/*` does not match.
 */
export function editorOwnPolicies(host: { oauthBaseUrl: string } = gitHost): OwnPolicy[] {
  return [`/${editorDirectory}`, `/${editorDirectory}/*`].map((path) => ({ path, policy: () => editorPolicy, headers: editorHeaders(host) }))
}
