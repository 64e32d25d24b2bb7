// SPEC §2 Contact (/contact-us) and §7: the embedded lead form uses the form ID
// shared with two white papers (site.ts `forms.formIds.shared`).
import { z } from 'zod'
import { site } from '../site'
import { iconNameSchema } from './solutions.schema'

const text = z.string().trim().min(1)

const heroSchema = z.strictObject({ eyebrow: text, heading: text, lede: text })

/** Shown when the embed cannot load, e.g. a content blocker removed its script. */
export const formFallbackSchema = z.strictObject({
  heading: text,
  body: text,
  link: z.strictObject({ label: text, href: z.literal(`mailto:${site.contactEmail}`) }),
})

const infoItemSchema = <Id extends string>(id: Id) =>
  z.strictObject({ id: z.literal(id), label: text, value: text, icon: iconNameSchema })

const quickActionSchema = <Href extends string>(href: Href) =>
  z.strictObject({ label: text, description: text, href: z.literal(href), icon: iconNameSchema })

export const contactSchema = z.strictObject({
  hero: heroSchema,
  form: z.strictObject({
    formKey: z.literal('shared'),
    heading: text,
    intro: text,
    fallback: formFallbackSchema,
  }),
  info: z.strictObject({
    heading: text,
    items: z.tuple([
      infoItemSchema('email').extend({ value: z.literal(site.contactEmail), href: z.literal(`mailto:${site.contactEmail}`) }),
      infoItemSchema('location'),
      infoItemSchema('response-time'),
    ]),
  }),
  quickActions: z.strictObject({
    heading: text,
    items: z.tuple([
      // The company profile is external and opens in a new tab.
      quickActionSchema(site.companyProfileUrl).extend({ newTab: z.literal(true) }),
      quickActionSchema('/get-started'),
      quickActionSchema('/solutions'),
    ]),
  }),
})

export type ContactContent = z.infer<typeof contactSchema>
export type FormFallback = z.infer<typeof formFallbackSchema>
