import type { FooterProps } from './Footer'

/** The footer's columns of links, as the stories show them. */
export const sampleFooterColumns: FooterProps['columns'] = [
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
