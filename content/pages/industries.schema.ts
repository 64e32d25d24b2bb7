// SPEC §2 Industries and §3 "Industry item": the shape of the page's content.
// The six sectors, their order and icons, and the fixed labels are checked in
// content/pages/spec.test.ts.
import { z } from 'zod'
import { heroSchema, industrySchema, linkSchema, textSchema as text } from '../schema'

export const industriesSchema = z.strictObject({
  hero: heroSchema,
  labels: z.strictObject({ expand: text, collapse: text, benefits: text }),
  industries: z.array(industrySchema).min(1).readonly(),
  cta: linkSchema,
})

export type IndustriesContent = z.infer<typeof industriesSchema>
