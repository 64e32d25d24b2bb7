// SPEC §2 Get Started: the call-to-action page that carries the sales path of SPEC §1 (30-minute technical call,
// subscription setup, deployment in days). The copy (get-started.json, checked against ./get-started.schema) placed in
// what stays in code: links, the spec's step titles and figures, icons and the compatibility lists.
import { compatibilityLists } from '../compatibility'
import { site } from '../site'
import { withTokens } from '../tokens'
import copyFile from './get-started.json' with { type: 'json' }
import type { GetStartedContent, GetStartedCopy } from './get-started.schema'

const copy: GetStartedCopy = withTokens(copyFile)

export const getStartedMeta = copy.meta

const { steps } = copy.howItWorks
const { architectures, frameworks, platforms, modelFamilies } = compatibilityLists

export const getStartedPage = {
  hero: copy.hero,

  technicalCall: { label: copy.technicalCall.label, href: site.schedulingUrl, durationMinutes: 30, note: copy.technicalCall.note, newTab: true },

  contact: { label: 'Contact Us', href: '/contact-us' },

  howItWorks: {
    heading: copy.howItWorks.heading,
    intro: copy.howItWorks.intro,
    steps: [
      { title: 'Technical Call', ...steps.call, icon: 'mission' },
      { title: 'Subscription Setup', ...steps.subscription, icon: 'audit' },
      { title: 'Rapid Deployment', ...steps.deployment, icon: 'bolt' },
    ],
  },

  tryIt: { ...copy.tryIt, cta: { label: 'Try it Yourself', href: '/demo' } },

  compatibleByDesign: {
    heading: 'Compatible by Design',
    intro: copy.compatibleByDesign.intro,
    items: [
      { id: 'architectures', title: architectures.title, icon: 'layers', entries: [...architectures.entries] },
      { id: 'frameworks', title: frameworks.title, icon: 'cpu', entries: [...frameworks.entries] },
      { id: 'platforms', title: platforms.title, icon: 'cloud', entries: [...platforms.entries] },
      { id: 'deployment', title: 'Deployment', icon: 'server', entries: copy.compatibleByDesign.deployment },
    ],
  },

  modelsSupported: { heading: 'Models Supported', intro: copy.modelsSupported.intro, families: [...modelFamilies.entries] },

  closing: {
    heading: copy.closing.heading,
    body: copy.closing.body,
    cta: { label: copy.closing.cta, href: site.schedulingUrl, newTab: true },
    secondary: { label: 'Contact Us', href: '/contact-us' },
  },
} satisfies GetStartedContent
