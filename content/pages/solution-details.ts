// SPEC §2 "Solution detail pages": one export per route, each page's copy (content/pages/<slug>.json, checked against
// ./solution-details.schema) placed in what stays in code: icons, links, the quote's speaker and the spec's headings.
import { placeholders } from '../site'
import { withTokens } from '../tokens'
import contentImpactFile from './content-impact.json' with { type: 'json' }
import degradationDetectionFile from './degradation-detection.json' with { type: 'json' }
import modelOptimizationFile from './ai-model-optimization.json' with { type: 'json' }
import type {
  ContentImpactContent,
  ContentImpactCopy,
  DegradationDetectionContent,
  DegradationDetectionCopy,
  ModelOptimizationContent,
  ModelOptimizationCopy,
} from './solution-details.schema'

const { ceo } = placeholders

const contentImpact: ContentImpactCopy = withTokens(contentImpactFile)
const degradationDetection: DegradationDetectionCopy = withTokens(degradationDetectionFile)
const modelOptimization: ModelOptimizationCopy = withTokens(modelOptimizationFile)

export const solutionDetailMeta = {
  'content-impact': contentImpact.meta,
  'degradation-detection': degradationDetection.meta,
  'ai-model-optimization': modelOptimization.meta,
} as const

/** Cards in the order shown, each with the icon drawn for it. */
function cards<Key extends string, Icon extends Lowercase<string>>(copy: Record<Key, { title: string; body: string }>, icons: readonly (readonly [Key, Icon])[]) {
  return icons.map(([key, icon]) => ({ ...copy[key], icon }))
}

/** /solutions/content-impact: training-content attribution. */
export const contentImpactPage = {
  hero: contentImpact.hero,
  benefits: {
    heading: contentImpact.benefits.heading,
    intro: contentImpact.benefits.intro,
    items: cards(contentImpact.benefits.items, [
      ['attribution', 'map-influence'],
      ['impact', 'analyze-impact'],
      ['removal', 'edit-weights'],
      ['records', 'audit'],
      ['data', 'zero-data'],
    ] as const),
  },
  copyrights: { heading: 'Copyrights & AI', ...contentImpact.copyrights },
  dataAnalysis: { heading: 'AI Data Analysis', ...contentImpact.dataAnalysis },
  cta: { ...contentImpact.cta, label: 'CONTACT US', href: '/get-started' },
} satisfies ContentImpactContent

/** /solutions/degradation-detection: early warning from checkpoint analysis. */
export const degradationDetectionPage = {
  hero: degradationDetection.hero,
  didYouKnow: { heading: 'Did You Know?', ...degradationDetection.didYouKnow },
  capabilities: {
    heading: degradationDetection.capabilities.heading,
    intro: degradationDetection.capabilities.intro,
    items: cards(degradationDetection.capabilities.items, [
      ['drift', 'gauge'],
      ['root-cause', 'map-influence'],
      ['capability-loss', 'analyze-impact'],
      ['poisoning', 'shield'],
      ['repair', 'edit-weights'],
    ] as const),
  },
  whatsNew: {
    heading: "What's New",
    body: degradationDetection.whatsNew.body,
    link: { label: degradationDetection.whatsNew.link, href: '/blog/ai-degradation-detection' },
  },
  cards: cards(degradationDetection.cards, [
    ['mlops', 'layers'],
    ['governance', 'audit'],
  ] as const),
  cta: { ...degradationDetection.cta, href: '/get-started' },
} satisfies DegradationDetectionContent

/** /solutions/ai-model-optimization: improve models without another training cycle. */
export const modelOptimizationPage = {
  hero: modelOptimization.hero,
  list: {
    heading: modelOptimization.list.heading,
    intro: modelOptimization.list.intro,
    items: cards(modelOptimization.list.items, [
      ['defects', 'edit-weights'],
      ['behavior', 'steer-behavior'],
      ['training', 'analyze-impact'],
      ['updates', 'gauge'],
      ['overhead', 'cpu'],
    ] as const),
  },
  quote: { text: modelOptimization.quote.text, name: ceo.name, role: ceo.role },
  cta: { ...modelOptimization.cta, href: '/get-started' },
} satisfies ModelOptimizationContent
