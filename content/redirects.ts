// SPEC §2 "Unknown paths": 14 single-segment article slugs of the old site and
// where each now lives. The spec hides some old slugs behind names; those are
// built from content/site.ts like the new routes, so renaming a placeholder
// renames both ends.
import type { LegacyRedirect } from './schema'
import { placeholders, site } from './site'

const { vp, cloud, reseller } = placeholders
const brand = site.brand.toLowerCase()

export const legacyRedirects: readonly LegacyRedirect[] = [
  { from: 'ai-compliance-for-financial-services', to: '/blog/financial-services' },
  { from: `${vp.slug}-appointed-vp-of-business-innovation`, to: `/blog/${vp.slug}` },
  { from: `${brand}-selected-for-kec-accelerator`, to: '/blog/kec-accelerator' },
  { from: `${brand}-pya-ballard-innovation-award-finalist`, to: '/blog/pya-ballard-award' },
  { from: 'the-future-of-ai-governance', to: '/blog/future-ai-governance' },
  { from: 'ai-governance-for-defense-applications', to: '/white-papers/tactical-advantage-frontier-ai' },
  { from: `${cloud.slug}-ai-resilience-infrastructure`, to: `/blog/${cloud.slug}-mri` },
  { from: 'ai-degradation-prediction-and-detection', to: '/blog/ai-degradation-detection' },
  { from: 'ai-governance-frameworks-in-defense', to: '/blog/ai-governance-defense' },
  { from: 'ai-risk-management-for-defense', to: '/blog/ai-risk-defense' },
  { from: `${reseller.slug}-partnership-announcement`, to: `/blog/${reseller.slug}-partnership` },
  { from: 'interpretability-and-interoperability-in-ai', to: '/blog/interpretability-interoperability' },
  { from: 'build-trustworthy-ai-for-financial-services', to: '/white-papers/accountable-ai-finance' },
  { from: `ai-weight-level-controls-on-${cloud.slug}-marketplace`, to: `/blog/ai-weight-level-controls-on-${cloud.slug}-marketplace` },
]

const byOldSlug = new Map(legacyRedirects.map((redirect) => [redirect.from, redirect.to]))

/**
 * The new path for an old article URL, or undefined. Only a single segment
 * matches ('/The-Future-Of-AI-Governance/' does; '/blog/the-future-of-ai-governance'
 * does not), compared case-insensitively with one trailing slash ignored. Pass
 * a pathname: a query string or hash is not part of it.
 */
export function lookupLegacyRedirect(pathname: string): string | undefined {
  const match = /^\/([^/]+)\/?$/.exec(pathname)
  if (!match?.[1]) return undefined
  return byOldSlug.get(match[1].toLowerCase())
}
