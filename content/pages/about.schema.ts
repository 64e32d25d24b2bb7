// SPEC §2 About. Exact labels, hrefs and the leadership and trust figures of
// SPEC §1 are literals, so a copy edit cannot quietly change a claim.
import { z } from 'zod'
import { externalHrefSchema, imageSchema } from '../schema'
import { placeholders, site } from '../site'
import { iconNameSchema } from './solutions.schema'

const text = z.string().trim().min(1)

export const aboutBlockKeys = ['hero', 'mission', 'story', 'quote', 'video', 'team', 'proof', 'closing', 'cta'] as const

const heroSchema = z.strictObject({ eyebrow: text, heading: text, lede: text })

const leaderSchema = z.strictObject({
  name: text,
  role: text,
  bio: text,
  profileUrl: externalHrefSchema,
  profileLabel: text,
})

/** A counted claim: the figure is fixed by SPEC §9, the wording is free. */
const countSchema = <Id extends string, Value extends number>(id: Id, value: Value) =>
  z.strictObject({ id: z.literal(id), value: z.literal(value), label: text, detail: text, icon: iconNameSchema })

/** A trust signal that is not a count (channels, accelerator programs). */
const signalSchema = <Id extends string>(id: Id) =>
  z.strictObject({ id: z.literal(id), label: text, detail: text, icon: iconNameSchema })

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
  quote: z.strictObject({
    text,
    name: z.literal(placeholders.ceo.name),
    role: z.literal(placeholders.ceo.role),
  }),
  video: z.strictObject({
    heading: text,
    title: text,
    description: text,
    url: z.literal(site.videoUrl),
    poster: imageSchema.extend({
      src: z.literal('/images/about/video-poster.svg'),
      width: z.literal(1280),
      height: z.literal(720),
    }),
  }),
  team: z.strictObject({
    heading: z.literal('Team & Expertise'),
    intro: text,
    leaders: z.tuple([
      leaderSchema.extend({
        name: z.literal(placeholders.ceo.name),
        role: z.literal(placeholders.ceo.role),
        profileUrl: z.literal(placeholders.ceo.profileUrl),
      }),
      leaderSchema.extend({
        name: z.literal(placeholders.vp.name),
        role: z.literal(placeholders.vp.role),
        profileUrl: z.literal(placeholders.vp.profileUrl),
      }),
    ]),
    statsHeading: text,
    stats: z.tuple([
      countSchema('exits', 9).extend({
        breakdown: z.tuple([
          z.strictObject({ value: z.literal(3), label: text }),
          z.strictObject({ value: z.literal(6), label: text }),
        ]),
      }),
      countSchema('patents', 20),
      countSchema('years-in-ai', 17),
    ]),
  }),
  proof: z.strictObject({
    heading: z.literal('Proof & Trust Signals'),
    intro: text,
    signals: z.tuple([
      countSchema('letters-of-support', 2),
      countSchema('patent-pending', 1),
      signalSchema('channels'),
      signalSchema('accelerators'),
    ]),
    partnersHeading: text,
  }),
  closing: z.strictObject({ heading: text, paragraphs: z.array(text).min(1).max(3) }),
  cta: z.strictObject({ label: z.literal('Get Started'), href: z.literal('/get-started') }),
})

export type AboutContent = z.infer<typeof aboutSchema>
export type AboutBlockKey = (typeof aboutBlockKeys)[number]
