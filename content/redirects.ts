// SPEC §2 "Unknown paths": 14 single-segment article slugs of the old site and
// where each now lives. The spec hides some old slugs behind names; both ends are
// written out, because a published address must not move when a name in
// content/settings.json changes (the posts' slugs are their file names, for the same reason).
import type { LegacyRedirect } from './schema'

export const legacyRedirects: readonly LegacyRedirect[] = [
  { from: 'ai-compliance-for-financial-services', to: '/blog/financial-services' },
  { from: 'morgan-ellery-appointed-vp-of-business-innovation', to: '/blog/morgan-ellery' },
  { from: 'tensorwright-selected-for-kec-accelerator', to: '/blog/kec-accelerator' },
  { from: 'tensorwright-pya-ballard-innovation-award-finalist', to: '/blog/pya-ballard-award' },
  { from: 'the-future-of-ai-governance', to: '/blog/future-ai-governance' },
  { from: 'ai-governance-for-defense-applications', to: '/white-papers/tactical-advantage-frontier-ai' },
  { from: 'nimbus-ai-resilience-infrastructure', to: '/blog/nimbus-mri' },
  { from: 'ai-degradation-prediction-and-detection', to: '/blog/ai-degradation-detection' },
  { from: 'ai-governance-frameworks-in-defense', to: '/blog/ai-governance-defense' },
  { from: 'ai-risk-management-for-defense', to: '/blog/ai-risk-defense' },
  { from: 'carrowfield-partnership-announcement', to: '/blog/carrowfield-partnership' },
  { from: 'interpretability-and-interoperability-in-ai', to: '/blog/interpretability-interoperability' },
  { from: 'build-trustworthy-ai-for-financial-services', to: '/white-papers/accountable-ai-finance' },
  { from: 'ai-weight-level-controls-on-nimbus-marketplace', to: '/blog/ai-weight-level-controls-on-nimbus-marketplace' },
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
