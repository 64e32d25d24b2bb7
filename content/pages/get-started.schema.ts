// SPEC §2 Get Started: the shape of the page's content. The sales path of
// SPEC §1 (30-minute call, subscription setup, deployment in days), the fixed
// labels and the compatibility lists are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { heroSchema, iconNameSchema, linkSchema, newTabLinkSchema, textSchema as text } from '../schema'

const stepSchema = z.strictObject({ title: text, body: text, detail: text, icon: iconNameSchema })

const compatibilitySchema = z.strictObject({ id: text, title: text, icon: iconNameSchema, entries: z.array(text).min(1) })

export const getStartedSchema = z.strictObject({
  hero: heroSchema,
  // SPEC §2: the scheduling service opens in a new tab.
  technicalCall: newTabLinkSchema.extend({ durationMinutes: z.number().int().positive(), note: text }),
  contact: linkSchema,
  howItWorks: z.strictObject({ heading: text, intro: text, steps: z.array(stepSchema).min(1) }),
  tryIt: z.strictObject({ heading: text, body: text, cta: linkSchema }),
  compatibleByDesign: z.strictObject({ heading: text, intro: text, items: z.array(compatibilitySchema).min(1) }),
  modelsSupported: z.strictObject({ heading: text, intro: text, families: z.array(text).min(1) }),
  closing: z.strictObject({ heading: text, body: text, cta: newTabLinkSchema, secondary: linkSchema }),
})

export type GetStartedContent = z.infer<typeof getStartedSchema>
