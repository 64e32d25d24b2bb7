// Copy of the Industries page (SPEC §2 Industries), checked against ./industries.schema.
import type { Industry } from '../schema'
import type { IndustriesContent } from './industries.schema'

export const industries = [
  {
    id: 'foundries',
    icon: 'foundry',
    title: 'Model Foundries & AI Providers',
    tagline: 'Ship models you can explain, correct and stand behind.',
    expandedIntro: 'When you train models for others, every memorized record and every unwanted behavior becomes your problem. Weight-level control lets you trace any output back to its training sessions and fix it in the checkpoint, release after release, without repeating a costly training run.',
    businessBenefits: [
      'Honor takedown and data-removal requests on released models without retraining',
      'Cut the training and maintenance cost of each model version by up to 90%',
      'Give enterprise customers audit-ready evidence of what a model learned and from where',
      'Differentiate on trust with verifiable provenance for every checkpoint you ship',
    ],
  },
  {
    id: 'manufacturing',
    icon: 'factory',
    title: 'Manufacturing & Logistics',
    tagline: 'Keep inspection, forecasting and routing models accurate as the floor changes.',
    expandedIntro: 'New tooling, new suppliers and seasonal swings quietly shift the data your models learn from. Influence mapping shows which training session caused a drop in accuracy, and a targeted edit restores it in hours, so production never waits for a retrain.',
    businessBenefits: [
      'Catch model drift at the training session that caused it, before scrap and returns rise',
      'Restore accuracy in hours rather than pausing lines for a retraining cycle',
      'Run entirely on-premises next to plant systems, with zero external data transmission',
      'Lower the cost of keeping dozens of site-specific models in shape',
    ],
  },
  {
    id: 'defense',
    icon: 'defense',
    title: 'Defense & Security',
    tagline: 'Root control over mission models, inside your own enclave.',
    expandedIntro: 'Mission systems cannot depend on models nobody can inspect or on tools that phone home. The toolset installs inside accredited environments, works only on checkpoints, and exposes exactly which training data shaped each decision so that poisoned or mislabeled inputs can be found and removed.',
    businessBenefits: [
      'Detect and remove poisoned or mislabeled training data from fielded models',
      'Operate in classified and disconnected networks with no data leaving the enclave',
      'Produce traceable evidence for test, evaluation and accreditation reviews',
      'Adapt model behavior to new rules of engagement without a full retraining cycle',
    ],
  },
  {
    id: 'financial',
    icon: 'finance',
    title: 'Financial Services',
    tagline: 'Explainable, correctable models for credit, fraud and trading.',
    expandedIntro: 'Regulators expect you to explain and, when needed, correct automated decisions. Neuron-resolved impact analysis links a model\u2019s behavior to the data that produced it, and weight-level editing fixes problems such as proxy bias without rebuilding the model from scratch.',
    businessBenefits: [
      'Answer model-risk and fair-lending reviews with 100% audit-ready explanations',
      'Remove biased or non-compliant training influence without a new development cycle',
      'Keep customer data inside your perimeter with secure root control',
      'Shorten the time from finding an issue to a validated, redeployed model',
    ],
  },
  {
    id: 'healthcare',
    icon: 'healthcare',
    title: 'Healthcare & Life Sciences',
    tagline: 'Protect patients, and patient data, at the level of the weights.',
    expandedIntro: 'Clinical and research models learn from the most sensitive data there is. The toolset finds where protected health information or flawed studies influenced a model and removes that influence directly, while the data itself never leaves your environment.',
    businessBenefits: [
      'Remove memorized patient information from models without retraining',
      'Trace unexpected predictions to specific studies, sites or data batches',
      'Support regulatory submissions with documented, reproducible model changes',
      'Keep protected health information in place, with zero external data transmission',
    ],
  },
  {
    id: 'mission-critical',
    icon: 'mission',
    title: 'Mission-Critical AI Builders',
    tagline: 'When failure is not an option, neither is a black box.',
    expandedIntro: 'Energy grids, transport, telecoms and public services run on models that must keep working and keep being explainable. Continuous influence mapping warns of degradation early, and direct edits and steering let your team respond in minutes instead of scheduling an outage.',
    businessBenefits: [
      'Early warning of model degradation with de minimis compute overhead',
      'Results in minutes when an incident demands a fix',
      'A complete, reviewable record of every change made to a production model',
      'Deploy on-premises, in your own cloud or hybrid, production-ready in days',
    ],
  },
] satisfies readonly Industry[]

export const industriesPage = {
  hero: {
    eyebrow: 'Industries',
    heading: 'Weight-level control for the sectors where AI has to be right',
    lede: 'Whether you build models or depend on them, the same four tools diagnose, repair and steer networks from their checkpoints alone. Here is how that plays out in six industries.',
  },
  labels: { expand: 'Learn More', collapse: 'Show Less', benefits: 'Key benefits' },
  industries,
  cta: { label: 'Get Started', href: '/get-started' },
} satisfies IndustriesContent
