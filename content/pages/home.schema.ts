// SPEC §2 Home. The unit tests parse content/pages/home.ts with this schema, so
// a missing tool card, a wrong anchor or a reworded fixed label fails CI.
import { z } from 'zod'
import { iconNameSchema, toolFlags, toolIconNames, toolIds, toolIdSchema, toolFlagSchema } from './solutions.schema'

const text = z.string().trim().min(1)
/** The "Learn more" tooltip is a single short sentence. */
const oneSentence = text.max(160).regex(/^[^.!?]+[.!?]$/, 'exactly one sentence')

const homeToolSchema = z.strictObject({
  id: toolIdSchema,
  flag: toolFlagSchema,
  icon: iconNameSchema,
  title: text,
  summary: text,
  tooltip: oneSentence,
  href: z.enum(['/solutions#editing', '/solutions#steering', '/solutions#analysis', '/solutions#mapping']),
})

const statSchema = z.strictObject({
  value: z.enum(['90%', 'Instant', 'Secure', '100%']),
  label: text,
  description: text,
  href: z.literal('/industries'),
})

const capabilitySchema = z.strictObject({
  icon: iconNameSchema,
  title: text,
  body: text,
  href: z.literal('/solutions#integration'),
})

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    heading: text,
    subheading: text,
    subline: z.literal('First-in-Kind Tool for AI/MLOps'),
    body: text,
    primaryCta: z.strictObject({ label: text, href: z.literal('/get-started') }),
    secondaryCta: z.strictObject({ label: text, href: z.literal('/solutions') }),
  }),
  tools: z.strictObject({
    heading: text,
    intro: text,
    items: z
      .array(homeToolSchema)
      .length(4)
      .superRefine((items, ctx) => {
        items.forEach((item, index) => {
          const id = toolIds[index]
          if (item.id !== id) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `expected ${id} in position ${index}` })
          if (item.flag !== toolFlags[item.id]) ctx.addIssue({ code: 'custom', path: [index, 'flag'], message: `flag of ${item.id} is ${toolFlags[item.id]}` })
          if (item.icon !== toolIconNames[item.id]) ctx.addIssue({ code: 'custom', path: [index, 'icon'], message: `icon of ${item.id} is ${toolIconNames[item.id]}` })
          if (item.href !== `/solutions#${item.id}`) ctx.addIssue({ code: 'custom', path: [index, 'href'], message: `href of ${item.id} is /solutions#${item.id}` })
        })
      }),
  }),
  stats: z.strictObject({
    heading: text,
    intro: text,
    items: z
      .array(statSchema)
      .length(4)
      .refine((items) => items.map((item) => item.value).join() === '90%,Instant,Secure,100%', 'stat tiles are 90%, Instant, Secure, 100% in that order'),
  }),
  demo: z.strictObject({
    heading: text,
    body: text,
    cta: z.strictObject({ label: z.literal('Try it Yourself'), href: z.literal('/demo') }),
  }),
  trustedBy: z.strictObject({ heading: text, intro: text, carouselLabel: text }),
  capabilities: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(capabilitySchema).length(4),
  }),
  closing: z.strictObject({
    heading: text,
    body: text,
    cta: z.strictObject({ label: z.literal('Get Started'), href: z.literal('/get-started') }),
  }),
})

export type HomeContent = z.infer<typeof homeSchema>
