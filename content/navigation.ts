// SPEC §2 Header and Footer. The footer's Solutions anchors differ from the card
// ids the Solutions page reacts to; the spec keeps them as they are.
import type { LinkItem } from './schema'

export interface FooterColumn {
  readonly title: string
  readonly links: readonly LinkItem[]
}

export const primaryNavigation: readonly LinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Industries', href: '/industries' },
  { label: 'Feed', href: '/feed' },
  { label: 'About', href: '/about' },
  { label: 'White Papers', href: '/white-papers' },
  { label: 'Contact Us', href: '/contact-us' },
]

export const headerCta = { label: 'Get Started', href: '/get-started' } as const satisfies LinkItem

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Solutions',
    links: [
      { label: 'Neural Diagnostics', href: '/solutions#neural-diagnostics' },
      { label: 'Weight-Level Editing', href: '/solutions#weight-level-editing' },
      { label: 'Training Impact Analysis', href: '/solutions#training-impact-analysis' },
      { label: 'Behavior Steering', href: '/solutions#behavior-steering' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Industries', href: '/industries' },
      { label: 'Feed', href: '/blog' },
      { label: 'White Papers', href: '/white-papers' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Get Started', href: '/get-started' },
      { label: 'Demo', href: '/demo' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms and Conditions', href: '/terms-and-conditions' },
      { label: 'Cookie Preferences', href: '/opt-out-preferences' },
      { label: 'Accessibility', href: '/accessibility' },
    ],
  },
]
