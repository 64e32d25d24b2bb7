// SPEC §2 Industries: the page's copy (industries.json, checked against ./industries.schema) placed in what stays in
// code: the six sectors' ids, order and icons, and the fixed labels.
import type { Industry } from '../schema'
import { withTokens } from '../tokens'
import copyFile from './industries.json' with { type: 'json' }
import type { IndustriesContent, IndustriesCopy } from './industries.schema'

const copy: IndustriesCopy = withTokens(copyFile)

export const industriesMeta = copy.meta

const sectors = [
  ['foundries', 'foundry'],
  ['manufacturing', 'factory'],
  ['defense', 'defense'],
  ['financial', 'finance'],
  ['healthcare', 'healthcare'],
  ['mission-critical', 'mission'],
] as const

export const industries = sectors.map(([id, icon]) => ({ id, icon, ...copy.industries[id] })) satisfies readonly Industry[]

export const industriesPage = {
  hero: copy.hero,
  labels: { expand: 'Learn More', collapse: copy.labels.collapse, benefits: copy.labels.benefits },
  industries,
  cta: { label: 'Get Started', href: '/get-started' },
} satisfies IndustriesContent
