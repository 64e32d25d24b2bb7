// SPEC §2 Get Started. The sales path of SPEC §1 (30-minute call, subscription
// setup, deployment in days) is pinned by literals so every page tells it alike.
import { z } from 'zod'
import { placeholders, site } from '../site'
import { iconNameSchema } from './solutions.schema'

const text = z.string().trim().min(1)

const heroSchema = z.strictObject({ eyebrow: text, heading: text, lede: text })

const technicalCallSchema = z.strictObject({
  label: text,
  href: z.literal(site.schedulingUrl),
  durationMinutes: z.literal(30),
  note: text.refine((note) => note.includes('30-minute'), 'note names the 30-minute call'),
  // SPEC §2: the scheduling service opens in a new tab.
  newTab: z.literal(true),
})

const stepSchema = <Title extends string>(title: Title) =>
  z.strictObject({ title: z.literal(title), body: text, detail: text, icon: iconNameSchema })

const compatibilitySchema = <Id extends string>(id: Id) =>
  z.strictObject({ id: z.literal(id), title: text, icon: iconNameSchema, entries: z.array(text).min(3) })

export const getStartedSchema = z.strictObject({
  hero: heroSchema,
  technicalCall: technicalCallSchema,
  contact: z.strictObject({ label: z.literal('Contact Us'), href: z.literal('/contact-us') }),
  howItWorks: z.strictObject({
    heading: text,
    intro: text,
    steps: z.tuple([stepSchema('Technical Call'), stepSchema('Subscription Setup'), stepSchema('Rapid Deployment')]),
  }),
  tryIt: z.strictObject({
    heading: text,
    body: text,
    cta: z.strictObject({ label: z.literal('Try it Yourself'), href: z.literal('/demo') }),
  }),
  compatibleByDesign: z.strictObject({
    heading: z.literal('Compatible by Design'),
    intro: text,
    items: z.tuple([
      compatibilitySchema('architectures'),
      // SPEC §1: four framework families; three public clouds plus on-premises and hybrid.
      compatibilitySchema('frameworks').extend({ entries: z.array(text).length(4) }),
      compatibilitySchema('platforms').extend({
        entries: z.array(text).length(5).refine((entries) => entries.includes(placeholders.cloud.name), 'names the marketplace cloud'),
      }),
      compatibilitySchema('deployment'),
    ]),
  }),
  modelsSupported: z.strictObject({
    heading: z.literal('Models Supported'),
    intro: text,
    families: z
      .array(text)
      .min(4)
      .refine((families) => families.at(-1) === 'Other open models', 'ends with "Other open models"'),
  }),
  closing: z.strictObject({
    heading: text,
    body: text,
    cta: z.strictObject({ label: text, href: z.literal(site.schedulingUrl), newTab: z.literal(true) }),
    secondary: z.strictObject({ label: z.literal('Contact Us'), href: z.literal('/contact-us') }),
  }),
})

export type GetStartedContent = z.infer<typeof getStartedSchema>
