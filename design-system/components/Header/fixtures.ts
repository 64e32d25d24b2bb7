import type { HeaderProps } from './Header'

/** The site's primary navigation and call to action, as the stories show them. */
export const sampleNavigation: HeaderProps['items'] = [
  { label: 'Home', href: '/' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Industries', href: '/industries' },
  { label: 'Feed', href: '/feed' },
  { label: 'About', href: '/about' },
  { label: 'White Papers', href: '/white-papers' },
  { label: 'Contact Us', href: '/contact-us' },
]

export const sampleHeaderCta = { label: 'Get Started', href: '/get-started' } satisfies HeaderProps['cta']
