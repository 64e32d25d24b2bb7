// SPEC §2 Home. `homeCopySchema` is the marketing team's file, content/pages/home.json; `homeSchema` is the page's
// data as the template renders it, the copy placed in the frame content/pages/home.ts keeps in code (ids, links,
// icons, the figures and labels the spec fixes). The fixed labels, the order of the tool cards and stat tiles and the
// anchors they link to are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { cardCopySchema, copyText, iconNameSchema, internalHrefSchema, linkSchema, pageMetaCopySchema, textSchema as text, toolFlagSchema, toolIdSchema } from '../schema'

/** The tooltip behind each tool card's "Learn more" is a single short sentence. */
const oneSentence = text.max(160).regex(/^[^.!?]+[.!?]$/, 'must be exactly one sentence, ending with a full stop')

const { heading, intro } = copyText

const toolCopySchema = z.strictObject({
  title: text.max(90).describe('The tool\'s name on its card.'),
  summary: text.max(600).describe('What the tool does, in a sentence or two.'),
  tooltip: oneSentence.describe('The one sentence shown when a visitor points at "Learn more", at most 160 characters.'),
})

const statCopySchema = z.strictObject({
  label: text.max(90).describe('The line under the figure.'),
  description: text.max(600).describe('What the figure means.'),
})

export const homeCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: z.strictObject({
    eyebrow: text.max(80).describe('The small line above the main heading.'),
    heading: text.max(90).describe('The page\'s main heading.'),
    subheading: text.max(90).describe('The second heading, under the main one.'),
    body: text.max(600).describe('The paragraph under the headings.'),
    secondaryCta: text.max(40).describe('The label of the second button, which leads to Solutions (the first, "Get Started", is fixed).'),
  }),
  tools: z.strictObject({
    heading,
    intro,
    items: z.strictObject({ editing: toolCopySchema, steering: toolCopySchema, analysis: toolCopySchema, mapping: toolCopySchema }).describe('The four tool cards; their flags, icons and links are fixed.'),
  }),
  stats: z.strictObject({
    heading,
    intro,
    items: z
      .strictObject({ cost: statCopySchema, speed: statCopySchema, security: statCopySchema, explainability: statCopySchema })
      .describe('The four figures the spec fixes (90%, Instant, Secure, 100%), with the words around each.'),
  }),
  demo: z.strictObject({ heading, body: text.max(600).describe('The paragraph above the button.') }).describe('The block whose button, "Try it Yourself", leads to the demo.'),
  trustedBy: z.strictObject({
    heading,
    carouselLabel: text.max(80).describe('What a screen reader announces for the moving strip of logos.'),
    intro,
  }),
  capabilities: z.strictObject({
    heading,
    intro,
    items: z.strictObject({ architectures: cardCopySchema, frameworks: cardCopySchema, deployment: cardCopySchema, storage: cardCopySchema }).describe('The four capability cards; their icons are fixed.'),
  }),
  closing: z.strictObject({ body: text.max(600).describe('The paragraph under the closing tagline.') }),
})

export type HomeCopy = z.infer<typeof homeCopySchema>

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
