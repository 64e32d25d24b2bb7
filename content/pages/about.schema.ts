// SPEC §2 About: the shape of the page's content. The leadership and trust
// figures of SPEC §1/§9 and the fixed labels are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { externalHrefSchema, heroSchema, iconNameSchema, imageSchema, linkSchema, quoteSchema, textSchema as text } from '../schema'

const aboutBlockKeys = ['hero', 'mission', 'story', 'quote', 'video', 'team', 'proof', 'closing', 'cta'] as const

const leaderSchema = z.strictObject({
  name: text,
  role: text,
  bio: text,
  profileUrl: externalHrefSchema,
  profileLabel: text,
})

/** A counted claim: the figure is a SPEC fact (tested), the wording is free. */
const countSchema = z.strictObject({ id: text, value: z.number().int().positive(), label: text, detail: text, icon: iconNameSchema })

/** A trust signal that is not a count (channels, accelerator programs). */
const signalSchema = z.strictObject({ id: text, label: text, detail: text, icon: iconNameSchema })

export const aboutSchema = z.strictObject({
  blockOrder: z
    .array(z.enum(aboutBlockKeys))
    .refine((order) => order.length === aboutBlockKeys.length && new Set(order).size === order.length, 'every block exactly once')
    .refine((order) => order[0] === 'hero', 'hero comes first'),
  hero: heroSchema,
  mission: z.strictObject({ heading: text, paragraphs: z.array(text).min(1).max(3) }),
  story: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(2).max(4),
    facts: z.array(z.strictObject({ label: text, value: text })).min(2).max(4),
  }),
  quote: quoteSchema,
  video: z.strictObject({
    heading: text,
    title: text,
    description: text,
    url: externalHrefSchema,
    embedUrl: externalHrefSchema,
    poster: imageSchema,
  }),
  team: z.strictObject({
    heading: text,
    intro: text,
    leaders: z.array(leaderSchema).min(1),
    statsHeading: text,
    // The first count breaks down into parts (exits as CEO and as adviser).
    stats: z.tuple([countSchema.extend({ breakdown: z.array(z.strictObject({ value: z.number().int().positive(), label: text })).min(2) })], countSchema),
  }),
  proof: z.strictObject({
    heading: text,
    intro: text,
    signals: z.array(z.union([countSchema, signalSchema])).min(1),
    partnersHeading: text,
  }),
  closing: z.strictObject({ heading: text, paragraphs: z.array(text).min(1).max(3) }),
  cta: linkSchema,
})

export type AboutContent = z.infer<typeof aboutSchema>
export type AboutBlockKey = (typeof aboutBlockKeys)[number]
