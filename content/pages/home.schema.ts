// SPEC §2 Home: the shape of the page's content. The fixed labels, the order of
// the tool cards and stat tiles and the anchors they link to are checked in
// content/pages/spec.test.ts.
import { z } from 'zod'
import { iconNameSchema, internalHrefSchema, linkSchema, textSchema as text, toolFlagSchema, toolIdSchema } from '../schema'

/** The tooltip behind each tool card's "Learn more" is a single short sentence. */
const oneSentence = text.max(160).regex(/^[^.!?]+[.!?]$/, 'exactly one sentence')

const homeToolSchema = z.strictObject({
  id: toolIdSchema,
  flag: toolFlagSchema,
  icon: iconNameSchema,
  title: text,
  summary: text,
  tooltip: oneSentence,
  href: internalHrefSchema,
})

const statSchema = z.strictObject({ value: text, label: text, description: text, href: internalHrefSchema })

const capabilitySchema = z.strictObject({ icon: iconNameSchema, title: text, body: text, href: internalHrefSchema })

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    heading: text,
    subheading: text,
    subline: text,
    body: text,
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
  tools: z.strictObject({ heading: text, intro: text, actionLabel: text, items: z.array(homeToolSchema).min(1) }),
  stats: z.strictObject({ heading: text, intro: text, items: z.array(statSchema).min(1) }),
  demo: z.strictObject({ heading: text, body: text, cta: linkSchema }),
  trustedBy: z.strictObject({ heading: text, intro: text, carouselLabel: text }),
  capabilities: z.strictObject({ heading: text, intro: text, items: z.array(capabilitySchema).min(1) }),
  closing: z.strictObject({ heading: text, body: text, cta: linkSchema }),
})

export type HomeContent = z.infer<typeof homeSchema>
