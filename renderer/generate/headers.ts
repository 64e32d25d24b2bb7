// The one definition of the response headers: the build writes it to `dist/client/_headers`,
// which static hosts read and the production server (renderer/server/serve.mjs) applies.
// The Content-Security-Policy's third-party hosts come from the constants in content/site.ts,
// so moving a host there moves it here.
import { syndicationFeeds } from '#content/blog/syndication'
import { searchIndexFolder } from '#content/search-control'
import { analytics, forms, site } from '#content/site'
import { editorOwnPolicies } from '../cms/policy'
import { formsEmbedSources } from '../features/lead-forms/embedSources'
import { hostDefaultCaching, type HeaderRule } from '../server/hostRules.mjs'

/** `'sha256-…'` sources for inline code, computed at build time (see hashes.server.ts). */
export interface InlineHashes {
  /** Inline scripts in the HTML: the boot script. */
  scripts: readonly string[]
  /** Style elements: the site's stylesheet, inlined into every page, and the one sonner inserts at run time. */
  styles: readonly string[]
}

type CspDirectives = Readonly<Record<string, readonly string[]>>

/**
 * A path whose responses carry a Content-Security-Policy of their own, which replaces the site's there rather than
 * adding a second policy the browser would also enforce. `policy` may derive it from the site's directives, so it keeps
 * the inline hashes and third-party hosts, e.g. a search worker:
 * `{ path: '/search/*', policy: (site) => ({ ...site, 'script-src': [...site['script-src'], "'wasm-unsafe-eval'"] }) }`.
 * `headers` are the path's other headers of its own; one the site-wide rule sets too replaces it there, so each header
 * has one value.
 */
export interface OwnPolicy {
  path: string
  policy: (site: CspDirectives) => CspDirectives
  headers?: readonly [name: string, value: string][]
}

/**
 * The paths with a policy of their own. One entry here gives a path its own.
 * - The editor at /admin (renderer/cms/policy.ts).
 * - The site search's files (searchIndexPlugin.ts): Pagefind's worker compiles its WebAssembly, which needs
 *   `'wasm-unsafe-eval'`. A dedicated worker runs under the policy of its own script's response, so the pages that
 *   load the search keep theirs: nothing on a page may compile WebAssembly.
 */
const ownPolicies: readonly OwnPolicy[] = [
  ...editorOwnPolicies(),
  { path: `/${searchIndexFolder}/*`, policy: (site) => ({ ...site, 'script-src': [...(site['script-src'] ?? []), "'wasm-unsafe-eval'"] }) },
]

const cspHeader = 'Content-Security-Policy'

const originOf = (url: string) => new URL(url).origin
/** Each source once, in first-seen order: a wildcard and a host it covers may both be named where they come from. */
const sources = (...list: string[]) => [...new Set(list)]

function cspDirectives({ scripts, styles }: InlineHashes): CspDirectives {
  const analyticsOrigin = originOf(analytics.scriptUrl)
  const formsApiOrigin = originOf(forms.submitUrl)
  return {
    'default-src': ["'none'"],
    'script-src': sources("'self'", ...scripts, analyticsOrigin, originOf(forms.scriptUrl), ...formsEmbedSources.script),
    'style-src': ["'self'", ...styles],
    // Server-rendered `style` attributes (MediaCard's aspect ratio). An attribute holds
    // declarations only, no selectors or imports, so it can neither run code nor read the page;
    // `<style>` elements stay limited to the hashes above.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': sources("'self'", analyticsOrigin, ...analytics.collectOrigins, forms.embedServiceOrigin, ...formsEmbedSources.img),
    // Vite inlines font subsets under 4 KB into the stylesheet as data: URLs.
    'font-src': ["'self'", 'data:'],
    'connect-src': sources("'self'", analyticsOrigin, ...analytics.collectOrigins, formsApiOrigin, forms.embedServiceOrigin, ...formsEmbedSources.connect),
    'frame-src': sources(site.videoEmbedOrigin, ...formsEmbedSources.frame),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", formsApiOrigin],
    'frame-ancestors': ["'none'"],
  }
}

const serializeCsp = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** Every response: HTML, assets and the 404 page. */
function securityHeaders(hashes: InlineHashes): Record<string, string> {
  return {
    [cspHeader]: serializeCsp(cspDirectives(hashes)),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Powerful features the site never uses. Only names Chromium knows: an unknown one is a console error.
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(), payment=(), usb=()',
  }
}

/** Vite fingerprints every file under /assets/, so a URL there never changes content. */
export const hashedAssetsPattern = '/assets/*'
export const immutableCaching = 'public, max-age=31536000, immutable'
/**
 * Vike's page contexts (`/about/index.pageContext.json`), fetched on client navigation, stay fresh for five minutes:
 * long enough that the click's request is answered by the HTTP cache from the copy fetched ahead on hover, focus or
 * idle (renderer/features/prefetch), as Chromium keeps a `<link rel="prefetch">` for five minutes. A page's context
 * may then be up to five minutes older than the HTML just after a deploy, which is harmless for copy.
 */
export const pageContextPattern = '/*.pageContext.json'
export const pageContextCaching = 'public, max-age=300'
/** Everything else, HTML above all, gets the hosts' default: revalidated on every visit. */
export const revalidateCaching = hostDefaultCaching

export function headerRules(hashes: InlineHashes, policies: readonly OwnPolicy[] = ownPolicies): HeaderRule[] {
  const siteWide = securityHeaders(hashes)
  const setSiteWide = (name: string) => Object.keys(siteWide).some((siteName) => siteName.toLowerCase() === name.toLowerCase())
  return [
    { path: '/*', headers: Object.entries(siteWide) },
    { path: hashedAssetsPattern, headers: [['Cache-Control', immutableCaching]] },
    { path: pageContextPattern, headers: [['Cache-Control', pageContextCaching]] },
    // Hosts send any .xml as text/xml; feed readers and validators expect each feed's own type.
    ...Object.values(syndicationFeeds).map(({ path, type }): HeaderRule => ({ path, headers: [['Content-Type', `${type}; charset=utf-8`]] })),
    // After the site-wide rule, whose policy each detaches (renderer/server/README.md: how each host reads this).
    ...policies.map(
      ({ path, policy, headers = [] }): HeaderRule => ({
        path,
        detach: [cspHeader, ...headers.map(([name]) => name).filter(setSiteWide)],
        headers: [[cspHeader, serializeCsp(policy(cspDirectives(hashes)))], ...headers],
      }),
    ),
  ]
}

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, detach = [], headers }) =>
    [path, ...detach.map((name) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `# Generated by renderer/generate/deliveryFilesPlugin.ts from renderer/generate/headers.ts.\n${blocks.join('\n\n')}\n`
}
