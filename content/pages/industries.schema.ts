// SPEC §2 Industries and §3 "Industry item". `industriesCopySchema` is the marketing team's file,
// content/pages/industries.json; `industriesSchema` is the page's data as it renders, the copy placed in the frame
// content/pages/industries.ts keeps in code (the six sectors' ids, order and icons, fixed labels). The sectors, their
// order and icons, and the fixed labels are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { heroCopySchema, heroSchema, industrySchema, linkSchema, pageMetaCopySchema, textSchema as text } from '../schema'

const industryCopySchema = z.strictObject({
  title: text.max(60).describe('The sector\'s name on its card.'),
  tagline: text.max(160).describe('One line under the name.'),
  expandedIntro: text.max(900).describe('The paragraph shown when the card is opened.'),
  businessBenefits: z.array(text.max(200).describe('One key benefit.')).length(4).describe('Exactly four key benefits (SPEC).'),
})

export const industriesCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  labels: z
    .strictObject({ collapse: text.max(30).describe('The button that closes an open card.'), benefits: text.max(40).describe('The heading over a card\'s benefits.') })
    .describe('The words on the cards\' controls ("Learn More", which opens a card, is fixed).'),
  industries: z
    .strictObject({
      foundries: industryCopySchema,
      manufacturing: industryCopySchema,
      defense: industryCopySchema,
      financial: industryCopySchema,
      healthcare: industryCopySchema,
      'mission-critical': industryCopySchema,
    })
    .describe('The six sectors of the spec, in its order; their icons are fixed.'),
})

export type IndustriesCopy = z.infer<typeof industriesCopySchema>

export const industriesSchema = z.strictObject({
  hero: heroSchema,
  labels: z.strictObject({ expand: text, collapse: text, benefits: text }),
  industries: z.array(industrySchema).min(1).readonly(),
  cta: linkSchema,
})

export type IndustriesContent = z.infer<typeof industriesSchema>
