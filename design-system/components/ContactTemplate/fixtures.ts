import type { ContactTemplateProps } from './ContactTemplate'

/** The contact page's copy: its hero, the form panel's heading, contact details and quick actions. */
export const sampleContactPage = {
  hero: {
    eyebrow: 'Contact Us',
    heading: 'Talk to the people who build the tools',
    lede: 'Questions about weight-level control, deployment options or procurement? Send us a note and an engineer from the Tensorwright team will reply.',
  },
  form: {
    heading: 'Send us a message',
    intro:
      'Tell us about your models, your environment and what you want to diagnose, repair or steer. The more specific you are, the more useful our first reply will be.',
  },
  info: {
    heading: 'Contact information',
    items: [
      { id: 'email', label: 'Email', value: 'hello@tensorwright.example', href: 'mailto:hello@tensorwright.example', icon: 'mail' },
      { id: 'location', label: 'Location', value: 'United States (remote-first)', icon: 'mission' },
      { id: 'response-time', label: 'Response time', value: 'Within one business day', icon: 'bolt' },
    ],
  },
  quickActions: {
    heading: 'Quick actions',
    items: [
      {
        label: 'Follow us on LinkedIn',
        description: 'Product news, research notes and event updates.',
        href: 'https://www.linkedin.example/company/tensorwright',
        icon: 'linkedin',
      },
      {
        label: 'Schedule a technical call',
        description: 'Thirty minutes with an engineer to map your first use case.',
        href: '/get-started',
        icon: 'arrow-right',
      },
      { label: 'Explore the solutions', description: 'See the four tools and how they work together.', href: '/solutions', icon: 'layers' },
    ],
  },
} satisfies Omit<ContactTemplateProps, 'leadForm'>
