// SPEC §2 Contact (/contact-us): embedded lead form, contact information and quick actions (company profile,
// /get-started, /solutions). The copy (contact.json, checked against ./contact.schema) placed in what stays in code.
import { site } from '../site'
import { withTokens } from '../tokens'
import copyFile from './contact.json' with { type: 'json' }
import type { ContactContent, ContactCopy } from './contact.schema'

const copy: ContactCopy = withTokens(copyFile)

export const contactMeta = copy.meta

const mailto = `mailto:${site.contactEmail}` as const
const { items: info } = copy.info
const { items: actions } = copy.quickActions

export const contactPage = {
  hero: copy.hero,

  form: { formKey: 'shared', heading: copy.form.heading, intro: copy.form.intro },

  info: {
    heading: copy.info.heading,
    items: [
      { id: 'email', label: info.email.label, value: site.contactEmail, href: mailto, icon: 'mail' },
      { id: 'location', ...info.location, icon: 'mission' },
      { id: 'response-time', ...info['response-time'], icon: 'bolt' },
    ],
  },

  quickActions: {
    heading: copy.quickActions.heading,
    items: [
      { label: actions.profile.label, description: actions.profile.description, href: site.companyProfileUrl, icon: 'linkedin', newTab: true },
      { label: actions.call.label, description: actions.call.description, href: '/get-started', icon: 'arrow-right' },
      { label: actions.solutions.label, description: actions.solutions.description, href: '/solutions', icon: 'layers' },
    ],
  },
} satisfies ContactContent
