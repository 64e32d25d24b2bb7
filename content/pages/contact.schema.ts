// SPEC §2 Contact (/contact-us). `contactCopySchema` is the marketing team's file, content/pages/contact.json;
// `contactSchema` is the page's data as it renders, the copy placed in the frame content/pages/contact.ts keeps in code
// (the form, the address and links, icons). Its fixed facts (the shared form ID of SPEC §7, the e-mail link, the quick
// actions' targets) are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { copyText, formKeySchema, heroCopySchema, heroSchema, hrefSchema, iconNameSchema, pageMetaCopySchema, textSchema as text } from '../schema'

const { heading, intro } = copyText

const actionCopySchema = z.strictObject({ label: text.max(60).describe('The link\'s words.'), description: text.max(200).describe('A line under the link.') })
const detailCopySchema = z.strictObject({ label: copyText.label, value: text.max(120).describe('The detail itself.') })

export const contactCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  form: z.strictObject({ heading, intro }).describe('The words around the contact form.'),
  info: z.strictObject({
    heading,
    items: z
      .strictObject({
        email: z.strictObject({ label: copyText.label }).describe('The address itself is the contact e-mail in Settings.'),
        location: detailCopySchema,
        'response-time': detailCopySchema,
      })
      .describe('The contact details, in this order.'),
  }),
  quickActions: z.strictObject({
    heading,
    items: z
      .strictObject({ profile: actionCopySchema, call: actionCopySchema, solutions: actionCopySchema })
      .describe('The three links: the company profile (a new tab), Get Started and Solutions; where each leads is fixed.'),
  }),
})

export type ContactCopy = z.infer<typeof contactCopySchema>

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
