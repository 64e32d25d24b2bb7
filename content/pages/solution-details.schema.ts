// SPEC §2 "Solution detail pages" (/solutions/content-impact,
// /solutions/degradation-detection, /solutions/ai-model-optimization): the shape
// of their content. Fixed headings and link targets are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { heroSchema, iconNameSchema, internalHrefSchema, linkSchema, quoteSchema, textSchema as text } from '../schema'

const featureSchema = z.strictObject({ title: text, body: text, icon: iconNameSchema })

const featureListSchema = z.strictObject({ heading: text, intro: text, items: z.array(featureSchema).min(3).max(6) })

const blockSchema = z.strictObject({ heading: text, paragraphs: z.array(text).min(1).max(4), points: z.array(text).min(2).max(6) })

/** Every detail page closes on a contact button (SPEC §2: it leads to /get-started). */
const contactCtaSchema = z.strictObject({ heading: text, body: text, label: text, href: internalHrefSchema })

export const contentImpactSchema = z.strictObject({
  hero: heroSchema,
  benefits: featureListSchema,
  copyrights: blockSchema,
  dataAnalysis: blockSchema,
  cta: contactCtaSchema,
})

export const degradationDetectionSchema = z.strictObject({
  hero: heroSchema,
  didYouKnow: z.strictObject({ heading: text, paragraphs: z.array(text).min(1).max(3) }),
  capabilities: featureListSchema,
  whatsNew: z.strictObject({ heading: text, body: text, link: linkSchema }),
  cards: z.array(featureSchema).min(1),
  cta: contactCtaSchema,
})

export const modelOptimizationSchema = z.strictObject({
  hero: heroSchema,
  list: featureListSchema,
  quote: quoteSchema,
  cta: contactCtaSchema,
})

export type ContentImpactContent = z.infer<typeof contentImpactSchema>
export type DegradationDetectionContent = z.infer<typeof degradationDetectionSchema>
export type ModelOptimizationContent = z.infer<typeof modelOptimizationSchema>
