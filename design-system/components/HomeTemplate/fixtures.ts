import { sampleCompany } from '../../docs/fixtures'
import { sampleTrustedBy } from '../LogoCarousel/fixtures'
import type { HomeTemplateProps } from './HomeTemplate'

/** Home's copy as the story shows it: every section filled, four tools, four figures and four capabilities. */
export const sampleHome: HomeTemplateProps = {
  tagline: sampleCompany.taglineCode,
  ...{
    hero: {
      eyebrow: 'Checkpoint-native ML resilience · Patent-pending',
      heading: 'Weight-level control for the models you already run',
      subheading: 'Diagnose, repair and steer neural networks in minutes, without retraining',
      subline: 'First-in-Kind Tool for AI/MLOps',
      body: 'Tensorwright reads your model checkpoints to show what a network learned, which training sessions taught it, and where in the weights it lives. Then it lets you change it directly. Your data never leaves your environment, and nothing needs to be retrained.',
      primaryCta: { label: 'Get Started', href: '/get-started' },
      secondaryCta: { label: 'Explore the Tools', href: '/solutions' },
    },
    tools: {
      heading: 'Four tools. One checkpoint. Full control.',
      actionLabel: 'Learn more',
      intro:
        'Each tool works at arm’s length from your data, using only the checkpoints your training runs already produce. Use one on its own or chain all four into a single diagnose-and-repair loop.',
      items: [
        {
          id: 'editing',
          flag: '--edit-weights',
          icon: 'edit-weights',
          title: 'Direct Weight-Level Model Editing',
          summary:
            'Remove what a model should never have learned, such as leaked records, poisoned samples or retired content, by editing the weights themselves and writing a new checkpoint.',
          tooltip: 'Surgically subtract the influence of chosen training files from a checkpoint, with no retraining run.',
          href: '/solutions#editing',
        },
        {
          id: 'steering',
          flag: '--steer-behavior',
          icon: 'steer-behavior',
          title: 'Direct Weight-Level Behavior Steering',
          summary:
            'Strengthen or suppress a behavior, such as tone, refusal or sensitivity, with a small stimulus set and one amplitude setting, baked into the weights rather than bolted on at inference.',
          tooltip: 'Dial a behavior up or down inside the weights using a stimulus set and a single amplitude value.',
          href: '/solutions#steering',
        },
        {
          id: 'analysis',
          flag: '--analyze-impact',
          icon: 'analyze-impact',
          title: 'Neuron-Resolved Training Impact Analysis',
          summary:
            'See which neurons and layers each training file changed, and by how much, so a regression or a bias can be traced to the exact data that caused it.',
          tooltip: 'Attribute weight changes between checkpoints to individual training files, down to the neuron.',
          href: '/solutions#analysis',
        },
        {
          id: 'mapping',
          flag: '--map-influence',
          icon: 'map-influence',
          title: 'Training-Session Influence Mapping',
          summary:
            'Chart how every training session shaped the final model across a run of checkpoints, and spot the session where degradation, drift or contamination began.',
          tooltip: 'Map the influence of every training session across a run of checkpoints to find where things went wrong.',
          href: '/solutions#mapping',
        },
      ],
    },
    stats: {
      heading: 'Control that pays for itself',
      intro:
        'Retraining is the most expensive way to fix a model. Working directly on the weights turns weeks of GPU time into a targeted edit you can verify and explain.',
      items: [
        {
          value: '90%',
          label: 'Lower training & maintenance cost',
          description: 'Cut training and maintenance spend by up to 90% by repairing checkpoints instead of retraining from scratch.',
          href: '/industries',
        },
        {
          value: 'Instant',
          label: 'Results in minutes',
          description: 'Diagnoses and edits complete in minutes on the hardware you already have, with de minimis compute overhead.',
          href: '/industries',
        },
        {
          value: 'Secure',
          label: 'Secure root control',
          description:
            'Runs entirely inside your perimeter with zero external data transmission. You hold the keys, the checkpoints and the results.',
          href: '/industries',
        },
        {
          value: '100%',
          label: 'Audit-ready explainability',
          description:
            'Every change is tied to named training files and measured neurons, giving reviewers and regulators a complete, reproducible record.',
          href: '/industries',
        },
      ],
    },
    demo: {
      heading: 'See it work on a real model',
      body: 'Watch the tools find mislabeled images in a vision model and scrub sensitive records from a fine-tuned language model, checkpoint by checkpoint, then ask for a session on your own architecture.',
      cta: { label: 'Try it Yourself', href: '/demo' },
    },
    capabilities: {
      heading: 'Fits the stack you already have',
      intro:
        'Standard software deployment, not SaaS. Install it from Nimbus Cloud Marketplace, on your own servers or in your own cloud account, and be production-ready in days.',
      items: [
        {
          icon: 'layers',
          title: 'Works across architectures',
          body: 'Transformers, CNNs, RNNs and LSTMs, and multimodal networks: if it produces checkpoints, it can be diagnosed and edited.',
          href: '/solutions#integration',
        },
        {
          icon: 'cpu',
          title: 'Framework-agnostic',
          body: 'Reads checkpoints from PyTorch, TensorFlow and Keras, JAX and Flax, and ONNX exports without changes to your training code.',
          href: '/solutions#integration',
        },
        {
          icon: 'cloud',
          title: 'Cloud, on-premises or hybrid',
          body: 'Subscribe through Nimbus Cloud Marketplace, run containers on your own Kubernetes clusters, or deploy into your own cloud account.',
          href: '/solutions#integration',
        },
        {
          icon: 'database',
          title: 'Zero storage overhead',
          body: 'No copies of your datasets and no shadow checkpoints. Analysis runs on the files you already keep, with de minimis compute on top.',
          href: '/solutions#integration',
        },
      ],
    },
    closing: {
      heading: 'min(compute), max(control)',
      body: 'Book a 30-minute technical call. We map the tools to your models, set up your subscription, and have you running in days, priced per instance or project to fit your environment.',
      cta: { label: 'Get Started', href: '/get-started' },
    },
  },
  trustedBy: {
    ...{
      heading: 'Trusted by teams who cannot afford a black box',
      carouselLabel: 'Testimonial and partner logos',
      intro:
        'Backed by letters of support, a pending patent and accelerator programs, and already at work with partners in robotics, research, healthcare and systems engineering.',
    },
    items: sampleTrustedBy,
  },
}
