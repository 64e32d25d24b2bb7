// SPEC §2 Get Started: the call-to-action page that carries the sales path of
// SPEC §1 (30-minute technical call, subscription setup, deployment in days).
import { placeholders, site } from '../site'
import type { GetStartedContent } from './get-started.schema'

const { cloud } = placeholders

export const getStartedPage = {
  hero: {
    eyebrow: 'Get Started',
    heading: 'From first call to production in days',
    lede: `${site.brand} is standard software you install, not a service you send data to. Tell us about your models in a 30-minute technical call and we will show you where weight-level control pays off first.`,
  },

  technicalCall: {
    label: 'Schedule a Technical Call',
    href: site.schedulingUrl,
    durationMinutes: 30,
    note: 'A 30-minute technical call with an engineer, not a sales script. Bring an architecture, a checkpoint history or a problem you cannot explain.',
    newTab: true,
  },

  contact: { label: 'Contact Us', href: '/contact-us' },

  howItWorks: {
    heading: 'How It Works',
    intro: 'Three steps, no data migration and no retraining project. Most teams go from first conversation to a working deployment within days.',
    steps: [
      {
        title: 'Technical Call',
        body: 'In 30 minutes we review your architectures, frameworks, checkpoint retention and the behaviors you need to diagnose, repair or steer.',
        detail: 'You leave with a concrete first use case and a deployment plan for your environment.',
        icon: 'mission',
      },
      {
        title: 'Subscription Setup',
        body: `Choose a subscription per instance or per project, priced for your company type, size and environment. Buy direct, through a reseller, or on the ${cloud.marketplace}.`,
        detail: 'Marketplace procurement can bill against the cloud commitment you already hold.',
        icon: 'audit',
      },
      {
        title: 'Rapid Deployment',
        body: 'Install the containers on-premises, on Kubernetes or in your own cloud account. The tools read the checkpoints you already keep.',
        detail: 'Production-ready in days, with zero external data transmission and zero storage overhead.',
        icon: 'bolt',
      },
    ],
  },

  tryIt: {
    heading: 'See it before you talk to us',
    body: 'Walk through two simplified demos: repairing a vision model trained on mislabeled aircraft images, and removing sensitive data a medical chatbot absorbed during fine-tuning.',
    cta: { label: 'Try it Yourself', href: '/demo' },
  },

  compatibleByDesign: {
    heading: 'Compatible by Design',
    intro: 'Our tools operate on model checkpoints, so they fit the stack you already run instead of asking you to rebuild it around them.',
    items: [
      {
        id: 'architectures',
        title: 'Architectures',
        icon: 'layers',
        entries: ['Transformers', 'CNNs', 'RNNs/LSTMs', 'Multimodal'],
      },
      {
        id: 'frameworks',
        title: 'Frameworks',
        icon: 'cpu',
        entries: ['PyTorch', 'TensorFlow / Keras', 'JAX / Flax', 'ONNX-exported models'],
      },
      {
        id: 'platforms',
        title: 'Platforms',
        icon: 'cloud',
        entries: [cloud.name, 'Microsoft Azure', 'Google Cloud', 'On-premises', 'Hybrid'],
      },
      {
        id: 'deployment',
        title: 'Deployment',
        icon: 'server',
        entries: [
          `${cloud.marketplace} listing`,
          'Containers on-premises or on Kubernetes',
          'Your own cloud account or private network',
          'Air-gapped environments with no outbound connection',
        ],
      },
    ],
  },

  modelsSupported: {
    heading: 'Models Supported',
    intro: 'Bring your own model or a fine-tuned open model. If you keep its checkpoints, we can analyze, edit and steer it.',
    families: ['Llama', 'Mistral', 'Gemma', 'Qwen', 'Falcon', 'Phi', 'Other open models'],
  },

  closing: {
    heading: 'Take root control of your models',
    body: `Up to 90% lower training and maintenance cost, results in minutes and 100% audit-ready explainability. ${site.taglineCode}.`,
    cta: { label: 'Book Your 30-Minute Call', href: site.schedulingUrl, newTab: true },
    secondary: { label: 'Contact Us', href: '/contact-us' },
  },
} satisfies GetStartedContent
