// The Content-Security-Policy of /admin, which replaces the site's there (renderer/generate/headers.ts). The editor
// needs what the site's policy refuses: inline styles (Svelte inserts `<style>` elements and `style` attributes) and
// the Git host's API. Nothing else is loosened: scripts and fonts come from our origin only, and the CDN the editor
// would load optional features from stays refused (renderer/README.md, "The editor").
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
