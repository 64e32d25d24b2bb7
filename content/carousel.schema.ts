// SPEC §2 Home "Trusted-by strip" and §3 "Carousel item": the marketing team's file, content/carousel.json. Each
// partner's logo is an image named after the partner (content/carousel.ts).
import { z } from 'zod'
import { textSchema as text } from './schema'

export const carouselCopySchema = z.strictObject({
  testimonial: z
    .strictObject({
      quote: text.max(400).describe('The customer\'s words.'),
      author: text.max(60).describe('Who said them.'),
      role: text.max(100).describe('Their role and organisation.'),
    })
    .describe('The one testimonial in the strip.'),
  logos: z
    .array(
      z.strictObject({
        name: text.max(60).describe('The partner\'s name. Its logo is content/images/partners/<name in lower case, words joined by hyphens>.svg, 200 by 64 pixels.'),
        url: z.url({ protocol: /^https$/, error: 'must be a web address that starts with https://' }).describe('The partner\'s website.'),
      }),
    )
    .min(4)
    .max(12)
    .describe('The partners in the strip: the spec\'s four, and any added since, up to twelve.'),
})

export type CarouselCopy = z.infer<typeof carouselCopySchema>
