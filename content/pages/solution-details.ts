// SPEC §2 "Solution detail pages": one export per route.
import { placeholders, site } from '../site'
import type { ContentImpactContent, DegradationDetectionContent, ModelOptimizationContent } from './solution-details.schema'

const { ceo } = placeholders

/** /solutions/content-impact: training-content attribution. */
export const contentImpactPage = {
  hero: {
    eyebrow: 'Content Impact',
    heading: 'Know exactly what your model learned, and from which content',
    lede: `${site.brand} traces a model's behavior back to the training sessions and content that produced it, using only its checkpoints. Prove where a capability came from, measure how much a dataset contributed, and remove what should never have been learned.`,
  },

  benefits: {
    heading: 'What content impact analysis gives you',
    intro: 'Attribution that is computed from the weights themselves, not estimated from outputs after the fact.',
    items: [
      {
        title: 'Session-level attribution',
        body: 'Map each behavior to the training sessions that introduced or strengthened it, so a question about provenance has a precise, checkpoint-backed answer.',
        icon: 'map-influence',
      },
      {
        title: 'Neuron-resolved impact',
        body: 'See which layers and neurons a body of content changed, and by how much, between any two checkpoints.',
        icon: 'analyze-impact',
      },
      {
        title: 'Targeted removal',
        body: 'Excise the influence of a dataset, a source or a single batch directly in the weights, then verify the result, without a retraining run.',
        icon: 'edit-weights',
      },
      {
        title: 'Audit-ready records',
        body: 'Every analysis and edit produces a reproducible record that legal, compliance and external reviewers can follow.',
        icon: 'audit',
      },
      {
        title: 'Data stays put',
        body: 'The tools work at arm\'s length from your training data. Nothing is copied, uploaded or transmitted outside your environment.',
        icon: 'zero-data',
      },
    ],
  },

  copyrights: {
    heading: 'Copyrights & AI',
    paragraphs: [
      'Rights holders, regulators and customers increasingly ask a question most AI teams cannot answer: did this protected work shape the model, and how much? Output filters and dataset manifests show what went in, not what the model kept.',
      `${site.brand} answers from the model itself. Because our analysis compares checkpoints across training sessions, it can show whether content from a given source measurably changed the weights, where that influence lives, and which behaviors depend on it. When a license expires or a claim is upheld, that influence can be removed with a scoped weight edit and the removal documented.`,
    ],
    points: [
      'Evidence of contribution, or of its absence, drawn from the checkpoints',
      'Scoped removal of a source\'s influence without retraining from scratch',
      'A before-and-after record that counsel can put in front of a reviewer',
      'Repeatable analysis when the same question is asked again next year',
    ],
  },

  dataAnalysis: {
    heading: 'AI Data Analysis',
    paragraphs: [
      'Data teams usually judge a dataset by its contents. We judge it by its effect. Training impact analysis shows which sessions improved the behaviors you care about, which were redundant, and which quietly introduced bias, memorization or noise.',
      'That turns data curation from guesswork into measurement: keep the content that earns its place, drop what does not, and plan the next fine-tuning run around evidence instead of volume.',
    ],
    points: [
      'Rank training sessions by their measured effect on target behaviors',
      'Spot memorized records and shortcut features early',
      'Find content that contributed nothing and stop paying to train on it',
      'Compare fine-tuning runs neuron by neuron, not only by benchmark score',
    ],
  },

  cta: {
    heading: 'Find out what your model absorbed',
    body: 'Bring one model and its checkpoints to a 30-minute technical call. We will show you how attribution works on your architecture.',
    label: 'CONTACT US',
    href: '/get-started',
  },
} satisfies ContentImpactContent

/** /solutions/degradation-detection: early warning from checkpoint analysis. */
export const degradationDetectionPage = {
  hero: {
    eyebrow: 'Degradation Detection',
    heading: 'Catch model degradation in the weights, before it reaches your metrics',
    lede: `Models rarely fail all at once. ${site.brand} compares checkpoints to spot the first signs of degradation, pinpoints the training session that caused it, and repairs the affected weights in minutes.`,
  },

  didYouKnow: {
    heading: 'Did You Know?',
    paragraphs: [
      'A model can pass every offline benchmark and still be degrading. Fine-tuning on a narrow task erodes capabilities nobody is testing; a noisy or poisoned batch shifts internal representations long before accuracy dashboards move.',
      'By the time production metrics show the damage, several checkpoints may be built on top of it, and the usual fix is to roll back and retrain. Reading the weights directly turns that lagging signal into a leading one.',
    ],
  },

  capabilities: {
    heading: 'What degradation detection covers',
    intro: 'Each capability runs on the checkpoints you already keep, inside your environment, with de minimis compute overhead.',
    items: [
      {
        title: 'Checkpoint-to-checkpoint drift analysis',
        body: 'Measure how each training session changed the neurons behind your critical behaviors and flag shifts that exceed your tolerance.',
        icon: 'gauge',
      },
      {
        title: 'Root-cause mapping',
        body: 'Trace a degradation to the training session and content that introduced it, instead of bisecting runs by hand.',
        icon: 'map-influence',
      },
      {
        title: 'Capability loss detection',
        body: 'See when fine-tuning overwrites knowledge the base model had, even on tasks your evaluation suite does not cover.',
        icon: 'analyze-impact',
      },
      {
        title: 'Poisoning and mislabeling signals',
        body: 'Surface sessions whose influence is inconsistent with the rest of training, a common signature of corrupted or adversarial data.',
        icon: 'shield',
      },
      {
        title: 'Repair without retraining',
        body: 'Correct the affected weights directly and emit a new, documented checkpoint rather than rolling back days of work.',
        icon: 'edit-weights',
      },
    ],
  },

  whatsNew: {
    heading: "What's New",
    body: 'Our latest technical article explains how checkpoint-to-checkpoint analysis predicts degradation, with worked examples from vision and language models.',
    link: { label: 'Read: Predicting and Detecting AI Model Degradation', href: '/blog/ai-degradation-detection' },
  },

  cards: [
    {
      title: 'For MLOps teams',
      body: 'Add a weight-level gate to your training pipeline. Every new checkpoint is compared with the last good one, and regressions are located to the session that caused them.',
      icon: 'layers',
    },
    {
      title: 'For risk and governance leaders',
      body: 'Get a dated, reproducible record of when a model changed, why, and what was done about it: evidence that holds up in an audit.',
      icon: 'audit',
    },
  ],

  cta: {
    heading: 'Put an early-warning system on your models',
    body: 'Tell us how you train and release models today, and we will show you where degradation detection fits in your pipeline.',
    label: 'Contact Us',
    href: '/get-started',
  },
} satisfies DegradationDetectionContent

/** /solutions/ai-model-optimization: improve models without another training cycle. */
export const modelOptimizationPage = {
  hero: {
    eyebrow: 'AI Model Optimization',
    heading: 'Optimize the model you have, not the one you would have to retrain',
    lede: `Retraining is the most expensive way to change a model. ${site.brand} edits and steers behavior directly in the weights, cutting training and maintenance cost by up to 90% and delivering results in minutes.`,
  },

  list: {
    heading: 'Where optimization at the weight level pays off',
    intro: `Every change is scoped, measured and recorded. ${site.tagline}.`,
    items: [
      {
        title: 'Fix defects in place',
        body: 'Correct a faulty behavior with a targeted weight edit and a regression check, instead of a full data-cleaning and retraining cycle.',
        icon: 'edit-weights',
      },
      {
        title: 'Tune behavior with a dial',
        body: 'Strengthen or attenuate a behavior, such as caution, verbosity or a class bias, by adjusting its amplitude directly in the weights.',
        icon: 'steer-behavior',
      },
      {
        title: 'Train only on what helps',
        body: 'Use training impact analysis to find sessions that added nothing, and stop spending compute on content that does not move the model.',
        icon: 'analyze-impact',
      },
      {
        title: 'Ship smaller, safer updates',
        body: 'Validate the delta rather than the whole model, so reviews are shorter and releases are easier to approve.',
        icon: 'gauge',
      },
      {
        title: 'Keep overhead near zero',
        body: 'No extra copies of data or models: the tools read existing checkpoints with de minimis compute overhead and zero storage overhead.',
        icon: 'cpu',
      },
    ],
  },

  quote: {
    text: 'The industry has accepted that the only way to change a model is to train it again. That habit burns compute, time and trust. Once you can see which weights carry a behavior, you can change that behavior precisely, prove what you changed, and move on in minutes.',
    name: ceo.name,
    role: ceo.role,
  },

  cta: {
    heading: 'Spend less on your next model change',
    body: 'Walk us through a model you maintain today. In a 30-minute technical call we will identify the changes that can be made directly in its weights.',
    label: 'Contact Us',
    href: '/get-started',
  },
} satisfies ModelOptimizationContent
