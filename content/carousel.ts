// SPEC §2 Home "Trusted-by strip": one testimonial and four partner logos, looped
// by the carousel. Every organisation and person here is fictional; the logo
// artwork lives at /images/partners/<kebab-name>.svg.
import type { CarouselItem } from './schema'

function logo(name: string, url: string): CarouselItem {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { type: 'logo', name, url, image: { src: `/images/partners/${slug}.svg`, alt: `${name} logo`, width: 200, height: 64 } }
}

export const trustedBy: readonly CarouselItem[] = [
  {
    type: 'testimonial',
    quote: 'We traced a drift in our pick-and-place vision model to two training sessions and removed their influence the same afternoon. No retraining, and not a single image left our plant.',
    author: 'Renata Solberg',
    role: 'Head of ML Platform, Brackwater Robotics',
  },
  logo('Brackwater Robotics', 'https://www.brackwater-robotics.example'),
  logo('Tallowfen Analytics', 'https://www.tallowfen-analytics.example'),
  logo('Quarrystone Health', 'https://www.quarrystone-health.example'),
  logo('Orvale Systems', 'https://www.orvale-systems.example'),
]
