// SPEC §2 Contact (/contact-us): the shape of the page's content. Its fixed
// facts (the shared form ID of SPEC §7, the e-mail link, the quick actions'
// targets) are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { formKeySchema, heroSchema, hrefSchema, iconNameSchema, textSchema as text } from '../schema'

const infoItemSchema = z.strictObject({ id: text, label: text, value: text, href: hrefSchema.optional(), icon: iconNameSchema })

const quickActionSchema = z.strictObject({
  label: text,
  description: text,
  href: hrefSchema,
  icon: iconNameSchema,
  /** External profiles open in a new tab. */
  newTab: z.literal(true).optional(),
})

export const contactSchema = z.strictObject({
  hero: heroSchema,
  form: z.strictObject({
    formKey: formKeySchema,
    heading: text,
    intro: text,
  }),
  info: z.strictObject({ heading: text, items: z.array(infoItemSchema).min(1) }),
  quickActions: z.strictObject({ heading: text, items: z.array(quickActionSchema).min(1) }),
})

export type ContactContent = z.infer<typeof contactSchema>
