// SPEC §2 Home: the page's copy (home.json, checked against ./home.schema) placed in what stays in code: the tools'
// ids, flags, icons and anchors, the spec's figures, fixed labels and links.
import { site } from '../site'
import { withTokens } from '../tokens'
import { toolFlags, toolIcons, toolIds } from '../tools'
import copyFile from './home.json' with { type: 'json' }
import type { HomeContent, HomeCopy } from './home.schema'

const copy: HomeCopy = withTokens(copyFile)

export const homeMeta = copy.meta

const stats = [
  ['cost', '90%'],
  ['speed', 'Instant'],
  ['security', 'Secure'],
  ['explainability', '100%'],
] as const

const capabilities = [
  ['architectures', 'layers'],
  ['frameworks', 'cpu'],
  ['deployment', 'cloud'],
  ['storage', 'database'],
] as const

export const home = {
  hero: {
    eyebrow: copy.hero.eyebrow,
    heading: copy.hero.heading,
    subheading: copy.hero.subheading,
    subline: 'First-in-Kind Tool for AI/MLOps',
    body: copy.hero.body,
    primaryCta: { label: 'Get Started', href: '/get-started' },
    secondaryCta: { label: copy.hero.secondaryCta, href: '/solutions' },
  },
  tools: {
    heading: copy.tools.heading,
    actionLabel: 'Learn more',
    intro: copy.tools.intro,
    items: toolIds.map((id) => ({ id, flag: toolFlags[id], icon: toolIcons[id], ...copy.tools.items[id], href: `/solutions#${id}` })),
  },
  stats: {
    heading: copy.stats.heading,
    intro: copy.stats.intro,
    items: stats.map(([key, value]) => ({ value, ...copy.stats.items[key], href: '/industries' })),
  },
  demo: { ...copy.demo, cta: { label: 'Try it Yourself', href: '/demo' } },
  trustedBy: copy.trustedBy,
  capabilities: {
    heading: copy.capabilities.heading,
    intro: copy.capabilities.intro,
    items: capabilities.map(([key, icon]) => ({ icon, ...copy.capabilities.items[key], href: '/solutions#integration' })),
  },
  closing: { heading: site.taglineCode, body: copy.closing.body, cta: { label: 'Get Started', href: '/get-started' } },
} satisfies HomeContent
