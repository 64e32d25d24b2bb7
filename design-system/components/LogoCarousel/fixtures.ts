import type { CarouselLogo, LogoCarouselItem } from './LogoCarousel'

/** One testimonial and four partner logos (the artwork is in public/images/partners/), as Home's strip loops them. */
export const sampleTrustedBy: readonly LogoCarouselItem[] = [
  {
    type: 'testimonial',
    quote:
      'We traced a drift in our pick-and-place vision model to two training sessions and removed their influence the same afternoon. No retraining, and not a single image left our plant.',
    author: 'Renata Solberg',
    role: 'Head of ML Platform, Brackwater Robotics',
  },
  {
    type: 'logo',
    name: 'Brackwater Robotics',
    url: 'https://www.brackwater-robotics.example',
    image: { src: '/images/partners/brackwater-robotics.svg', alt: 'Brackwater Robotics logo', width: 200, height: 64 },
  },
  {
    type: 'logo',
    name: 'Tallowfen Analytics',
    url: 'https://www.tallowfen-analytics.example',
    image: { src: '/images/partners/tallowfen-analytics.svg', alt: 'Tallowfen Analytics logo', width: 200, height: 64 },
  },
  {
    type: 'logo',
    name: 'Quarrystone Health',
    url: 'https://www.quarrystone-health.example',
    image: { src: '/images/partners/quarrystone-health.svg', alt: 'Quarrystone Health logo', width: 200, height: 64 },
  },
  {
    type: 'logo',
    name: 'Orvale Systems',
    url: 'https://www.orvale-systems.example',
    image: { src: '/images/partners/orvale-systems.svg', alt: 'Orvale Systems logo', width: 200, height: 64 },
  },
]

export const samplePartnerLogos = sampleTrustedBy.filter((item): item is CarouselLogo => item.type === 'logo')
