// SPEC §2 Industries and §3 "Industry item". The unit tests parse
// content/pages/industries.ts with this schema.
import { z } from 'zod'
import { industrySchema } from '../schema'

const text = z.string().trim().min(1)

const industryIds = ['foundries', 'manufacturing', 'defense', 'financial', 'healthcare', 'mission-critical'] as const
const industryIcons = {
  foundries: 'foundry',
  manufacturing: 'factory',
  defense: 'defense',
  financial: 'finance',
  healthcare: 'healthcare',
  'mission-critical': 'mission',
} as const satisfies Record<(typeof industryIds)[number], string>

export const industriesSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, heading: text, body: text }),
  labels: z.strictObject({ expand: z.literal('Learn More'), collapse: text, benefits: text }),
  industries: z
    .array(industrySchema.refine((industry) => industry.icon === industryIcons[industry.id], 'icon matches the sector'))
    .length(6)
    .refine((items) => items.map((item) => item.id).join() === industryIds.join(), `ids in order ${industryIds.join(', ')}`)
    .readonly(),
  cta: z.strictObject({ label: z.literal('Get Started'), href: z.literal('/get-started') }),
})

export type IndustriesContent = z.infer<typeof industriesSchema>
