// SPEC §2 Get Started. `getStartedCopySchema` is the marketing team's file, content/pages/get-started.json;
// `getStartedSchema` is the page's data as it renders, the copy placed in the frame content/pages/get-started.ts keeps
// in code (links, the steps' titles and icons, the compatibility lists). The sales path of SPEC §1 (30-minute call,
// subscription setup, deployment in days), the fixed labels and the compatibility lists are checked in
// content/pages/spec.test.ts.
import { z } from 'zod'
import { copyText, heroCopySchema, heroSchema, iconNameSchema, linkSchema, newTabLinkSchema, pageMetaCopySchema, textSchema as text } from '../schema'

const { heading, intro } = copyText
const paragraph = text.max(600)
const stepCopySchema = z.strictObject({
  body: paragraph.describe('What happens in this step.'),
  detail: text.max(300).describe('A line more about the step.'),
})

export const getStartedCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  technicalCall: z.strictObject({
    label: text.max(40).describe('The button that opens the scheduling page in a new tab.'),
    note: paragraph
      .regex(/30-minute/, 'must mention the "30-minute" technical call, the length the spec gives it')
      .describe('The line beside the button; it names the 30-minute call.'),
  }),
  howItWorks: z.strictObject({
    heading,
    intro,
    steps: z
      .strictObject({ call: stepCopySchema, subscription: stepCopySchema, deployment: stepCopySchema })
      .describe('The spec\'s three steps: Technical Call, Subscription Setup and Rapid Deployment (their titles are fixed).'),
  }),
  tryIt: z.strictObject({ heading, body: paragraph.describe('The paragraph above the button.') }).describe('The block whose button, "Try it Yourself", leads to the demo.'),
  compatibleByDesign: z.strictObject({
    intro,
    deployment: z.array(text.max(120)).min(3).max(6).describe('The ways to deploy; the architectures, frameworks and platforms are the spec\'s lists.'),
  }),
  modelsSupported: z.strictObject({ intro }).describe('The words under the fixed heading "Models Supported".'),
  closing: z.strictObject({ heading, body: paragraph.describe('The paragraph above the buttons.'), cta: text.max(40).describe('The button that opens the scheduling page in a new tab.') }),
})

export type GetStartedCopy = z.infer<typeof getStartedCopySchema>

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
