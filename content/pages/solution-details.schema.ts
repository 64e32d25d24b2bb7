// SPEC §2 "Solution detail pages" (/solutions/content-impact, /solutions/degradation-detection,
// /solutions/ai-model-optimization). The `…CopySchema`s are the marketing team's files,
// content/pages/<slug>.json; the others are each page's data as it renders, the copy placed in the frames of
// content/pages/solution-details.ts (icons, links, the quote's speaker, the headings the spec fixes). Fixed headings
// and link targets are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { cardCopySchema, copyText, heroCopySchema, heroSchema, iconNameSchema, internalHrefSchema, linkSchema, pageMetaCopySchema, paragraphsSchema, quoteSchema, textSchema as text } from '../schema'

const { heading: headingCopy, intro: introCopy, paragraph: paragraphCopy } = copyText
const blockCopySchema = z.strictObject({
  paragraphs: paragraphsSchema(1, 4),
  points: z.array(copyText.listItem).min(2).max(6).describe('The list under the paragraphs, 2 to 6 points.'),
})
const contactCopySchema = z.strictObject({ heading: headingCopy, body: paragraphCopy.describe('The paragraph above the button.') })
const labelledContactCopySchema = contactCopySchema.extend({ label: text.max(40).describe('The button, which leads to Get Started.') })

export const contentImpactCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  benefits: z.strictObject({
    heading: headingCopy,
    intro: introCopy,
    items: z
      .strictObject({ attribution: cardCopySchema, impact: cardCopySchema, removal: cardCopySchema, records: cardCopySchema, data: cardCopySchema })
      .describe('The benefit cards; their icons are fixed.'),
  }),
  copyrights: blockCopySchema.describe('The block under the fixed heading "Copyrights & AI".'),
  dataAnalysis: blockCopySchema.describe('The block under the fixed heading "AI Data Analysis".'),
  cta: contactCopySchema.describe('The closing block; its button, "CONTACT US", is the spec\'s.'),
})

export const degradationDetectionCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  didYouKnow: z.strictObject({ paragraphs: paragraphsSchema(1, 3) }).describe('The block under the fixed heading "Did You Know?".'),
  capabilities: z.strictObject({
    heading: headingCopy,
    intro: introCopy,
    items: z
      .strictObject({ drift: cardCopySchema, 'root-cause': cardCopySchema, 'capability-loss': cardCopySchema, poisoning: cardCopySchema, repair: cardCopySchema })
      .describe('The capability cards; their icons are fixed.'),
  }),
  whatsNew: z
    .strictObject({ body: paragraphCopy.describe('The paragraph before the link.'), link: text.max(90).describe('The link to the degradation detection article.') })
    .describe('The block under the fixed heading "What\'s New".'),
  cards: z.strictObject({ mlops: cardCopySchema, governance: cardCopySchema }).describe('The spec\'s two cards; their icons are fixed.'),
  cta: labelledContactCopySchema,
})

export const modelOptimizationCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  list: z.strictObject({
    heading: headingCopy,
    intro: introCopy,
    items: z
      .strictObject({ defects: cardCopySchema, behavior: cardCopySchema, training: cardCopySchema, updates: cardCopySchema, overhead: cardCopySchema })
      .describe('The cards; their icons are fixed.'),
  }),
  quote: z.strictObject({ text: paragraphCopy.describe('The CEO\'s words; the name and role come from Settings.') }),
  cta: labelledContactCopySchema,
})

export type ContentImpactCopy = z.infer<typeof contentImpactCopySchema>
export type DegradationDetectionCopy = z.infer<typeof degradationDetectionCopySchema>
export type ModelOptimizationCopy = z.infer<typeof modelOptimizationCopySchema>

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
