// SPEC §2 "Solution detail pages": /solutions/content-impact,
// /solutions/degradation-detection and /solutions/ai-model-optimization.
import { z } from 'zod'
import { placeholders } from '../site'
import { iconNameSchema } from './solutions.schema'

const text = z.string().trim().min(1)

const heroSchema = z.strictObject({ eyebrow: text, heading: text, lede: text })

const featureSchema = z.strictObject({ title: text, body: text, icon: iconNameSchema })

const blockSchema = <Heading extends string>(heading: Heading) =>
  z.strictObject({ heading: z.literal(heading), paragraphs: z.array(text).min(1).max(4), points: z.array(text).min(2).max(6) })

/** Every detail page closes on a contact button that leads to /get-started. */
const contactCtaSchema = z.strictObject({ heading: text, body: text, label: text, href: z.literal('/get-started') })

export const contentImpactSchema = z.strictObject({
  hero: heroSchema,
  benefits: z.strictObject({ heading: text, intro: text, items: z.array(featureSchema).min(3).max(6) }),
  copyrights: blockSchema('Copyrights & AI'),
  dataAnalysis: blockSchema('AI Data Analysis'),
  cta: contactCtaSchema.extend({ label: z.literal('CONTACT US') }),
})

export const degradationDetectionSchema = z.strictObject({
  hero: heroSchema,
  didYouKnow: z.strictObject({ heading: z.literal('Did You Know?'), paragraphs: z.array(text).min(1).max(3) }),
  capabilities: z.strictObject({ heading: text, intro: text, items: z.array(featureSchema).min(3).max(6) }),
  whatsNew: z.strictObject({
    heading: z.literal("What's New"),
    body: text,
    link: z.strictObject({ label: text, href: z.literal('/blog/ai-degradation-detection') }),
  }),
  cards: z.tuple([featureSchema, featureSchema]),
  cta: contactCtaSchema,
})

export const modelOptimizationSchema = z.strictObject({
  hero: heroSchema,
  list: z.strictObject({ heading: text, intro: text, items: z.array(featureSchema).min(3).max(6) }),
  quote: z.strictObject({ text, name: z.literal(placeholders.ceo.name), role: z.literal(placeholders.ceo.role) }),
  cta: contactCtaSchema,
})

export const solutionDetailsSchema = z.strictObject({
  contentImpact: contentImpactSchema,
  degradationDetection: degradationDetectionSchema,
  modelOptimization: modelOptimizationSchema,
})

export type ContentImpactContent = z.infer<typeof contentImpactSchema>
export type DegradationDetectionContent = z.infer<typeof degradationDetectionSchema>
export type ModelOptimizationContent = z.infer<typeof modelOptimizationSchema>
export type SolutionDetailsContent = z.infer<typeof solutionDetailsSchema>
