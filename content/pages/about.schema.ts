// SPEC §2 About. `aboutCopySchema` is the marketing team's file, content/pages/about.json; `aboutSchema` is the page's
// data as it renders, the copy placed in the frame content/pages/about.ts keeps in code (the order of the blocks, the
// leaders' names and roles, the spec's figures, icons and fixed labels). The leadership and trust figures of SPEC
// §1/§9 and the fixed labels are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { copyText, externalHrefSchema, heroCopySchema, heroSchema, iconNameSchema, imageSchema, linkSchema, pageMetaCopySchema, paragraphsSchema, quoteSchema, textSchema as text } from '../schema'

const { heading, intro, paragraph } = copyText

const figureCopySchema = z.strictObject({ label: text.max(40).describe('The words beside the figure.'), detail: text.max(300).describe('A line about the figure.') })

export const aboutCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  mission: z.strictObject({ heading, paragraphs: paragraphsSchema(1, 3) }),
  story: z.strictObject({
    heading,
    paragraphs: paragraphsSchema(2, 4),
    facts: z
      .array(z.strictObject({ label: text.max(30).describe('What the fact is about, such as "Founded".'), value: text.max(60).describe('The fact, such as "Late 2023".') }))
      .min(2)
      .max(4)
      .describe('Short facts beside the story, 2 to 4.'),
  }),
  quote: z.strictObject({ text: paragraph.describe('The CEO\'s words on the black-box problem; the name and role come from Settings.') }),
  video: z.strictObject({
    heading,
    title: text.max(120).describe('The video\'s title, read out by screen readers.'),
    description: text.max(600).describe('What the video shows, beside it.'),
    posterAlt: text.max(250).describe('What the still frame shown before the video plays depicts.'),
  }),
  team: z.strictObject({
    intro,
    leaders: z
      .strictObject({
        ceo: z.strictObject({ bio: paragraph.describe('The CEO\'s biography.') }),
        vp: z.strictObject({ bio: paragraph.describe('The VP\'s biography.') }),
      })
      .describe('The two leaders\' biographies; their names and profile links are in Settings.'),
    statsHeading: heading.describe('The heading over the leadership figures.'),
    stats: z
      .strictObject({
        exits: figureCopySchema.extend({
          breakdown: z
            .strictObject({ ceo: text.max(40).describe('Beside the 3 exits as CEO.'), advisory: text.max(40).describe('Beside the 6 interim or advisory exits.') })
            .describe('The words beside the two parts of the 9 exits.'),
        }),
        patents: figureCopySchema,
        'years-in-ai': figureCopySchema,
      })
      .describe('The spec\'s figures (9 exits, 20 patents, 17 years in AI) are fixed; their words are not.'),
  }),
  proof: z.strictObject({
    intro,
    signals: z
      .strictObject({ 'letters-of-support': figureCopySchema, 'patent-pending': figureCopySchema, channels: figureCopySchema, accelerators: figureCopySchema })
      .describe('The trust signals; the counts the spec fixes (2 letters of support, 1 patent pending) are fixed.'),
    partnersHeading: heading.describe('The heading over the partner logos.'),
  }),
  closing: z.strictObject({ heading, paragraphs: paragraphsSchema(1, 3) }),
})

export type AboutCopy = z.infer<typeof aboutCopySchema>

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
