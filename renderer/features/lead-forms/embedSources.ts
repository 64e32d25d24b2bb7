// What the forms provider's embed may load under our Content-Security-Policy (issue 22, step 6), shared by the
// policy (renderer/generate/headers.ts) and the loader, which falls back to our own form when the policy refuses
// the embed something it needs. From HubSpot's published CSP requirements for embedded forms: scripts, frames and
// images from *.hsforms.net and *.hsforms.com, connections to *.hsforms.com (the form definition and the
// submissions) and *.hsforms.net. Its `style-src 'unsafe-inline'` is deliberately not granted: we create the embed
// with `css: ''` and style it ourselves (LeadFormSlot.css.ts), so a refused injected <style> costs nothing.
// Kept out of content/site.ts on purpose: these are the provider's needs, not settings of ours.

const providerHosts = ['hsforms.net', 'hsforms.com'] as const
const anySubdomain = providerHosts.map((host) => `https://*.${host}`)

export const formsEmbedSources = {
  script: anySubdomain,
  connect: anySubdomain,
  frame: anySubdomain,
  img: anySubdomain,
} as const satisfies Record<string, readonly string[]>

/** True for a URL on one of the provider's hosts (any subdomain of them). */
export function isFormsProviderUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    return false
  }
  return providerHosts.some((provider) => host === provider || host.endsWith(`.${provider}`))
}
