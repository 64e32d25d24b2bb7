// SPEC §2 White papers: the Technical Research listing (/white-papers and
// /whitepapers) and the four white-paper pages, each with two lead forms.
// Listing cards are built from their pages so titles, page counts, types and
// artwork are written once.
import type { WhitePaperItem } from '../schema'
import { site } from '../site'
import type { WhitePaperPage, WhitePapersContent } from './schema'

export const whitePapersListing = {
  eyebrow: 'White Papers',
  title: 'Technical Research',
  intro: `In-depth research from the ${site.brand} team on model resilience, AI governance and weight-level control, written for the engineers who run models and the leaders who answer for them.`,
} as const

export const downloadLabel = 'Download White Paper'

/** The summary's list heading on every white-paper page. */
export const keyFindingsHeading = 'Key findings'

const backLink = { label: 'Back to White Papers', href: '/white-papers' } as const

export const whitePaperPages = {
  'ai-model-degradation': {
    slug: 'ai-model-degradation',
    title: 'AI Model Degradation: Detect It in the Weights, Repair It Without Retraining',
    description: 'Why models degrade between checkpoints, how to detect it from the weights before metrics move, and how to repair it without a retraining cycle.',
    keywords: ['model degradation', 'degradation detection', 'catastrophic forgetting', 'data poisoning', 'checkpoint analysis', 'MLOps'],
    eyebrow: 'White Paper · Model Resilience',
    header: {
      heading: 'AI Model Degradation: Detect It in the Weights, Repair It Without Retraining',
      lede: 'Most degradation is introduced by a specific training session and is visible in the checkpoints long before it shows up in production metrics. This paper shows how to find it, attribute it and fix it.',
    },
    backLink,
    formKey: 'shared',
    formHeadingTop: 'Download the full white paper',
    formHeadingBottom: 'Get your copy of the degradation playbook',
    summary: {
      heading: 'Executive summary',
      paragraphs: [
        'Model degradation is usually handled as a monitoring problem: watch production metrics, and when they dip, roll back and retrain. This paper argues that it is better understood as a training-history problem. In most cases a decline is introduced by identifiable training sessions, and it changes the weights before it changes the outputs anyone is measuring.',
        'We describe four common mechanisms: capability loss during narrow fine-tuning, label noise and mislabeling, deliberate data poisoning, and drift absorbed through continuous training. For each we set out the signature it leaves across consecutive checkpoints and the behaviors most likely to be affected first.',
        'We then present a checkpoint-native detection workflow. Each new checkpoint is compared with the last known-good one on the neurons that carry critical behaviors; significant changes are attributed to the sessions that caused them; and releases are gated on the result. Worked examples cover a convolutional image classifier and a fine-tuned language model.',
        'Finally we cover repair. A scoped weight edit can reverse the harmful contribution of a session while preserving what later sessions taught the model, and it produces a record of exactly what changed. The paper closes with a rollout plan that adds these gates to an existing MLOps pipeline in days.',
      ],
      keyFindings: [
        'Degradation introduced by a single training session can usually be localized to that session from checkpoints alone.',
        'Output monitoring detects degradation late, often after several later checkpoints have been built on the fault.',
        'Weight-level release gates add de minimis compute overhead and zero storage overhead to a training pipeline.',
        'Scoped weight edits repair the affected behavior in minutes while preserving learning from later sessions.',
        'Replacing rollback-and-retrain with checkpoint repair can lower training and maintenance cost by up to 90%.',
      ],
    },
    pages: '28 pages',
    type: 'Model Resilience',
    image: {
      src: '/images/white-papers/ai-model-degradation.svg',
      alt: 'Cover art: a row of model checkpoints with a declining trend line and the first degraded checkpoint highlighted',
      width: 1200,
      height: 630,
    },
  },

  'ai-trust-framework': {
    slug: 'ai-trust-framework',
    title: 'The AI Trust Framework: Traceable, Controllable, Provable',
    description: 'A practical framework for trustworthy AI built on three testable properties of the model itself: traceability, controllability and proof.',
    keywords: ['AI trust framework', 'trustworthy AI', 'AI governance', 'explainability', 'model accountability', 'audit-ready AI'],
    eyebrow: 'White Paper · AI Governance',
    header: {
      heading: 'The AI Trust Framework: Traceable, Controllable, Provable',
      lede: 'Trust in AI is usually asserted in policy documents. This framework defines it as three properties you can test on the model itself, and shows how to reach each one.',
    },
    backLink,
    formKey: 'shared',
    formHeadingTop: 'Download the AI Trust Framework',
    formHeadingBottom: 'Put the framework to work on your models',
    summary: {
      heading: 'Executive summary',
      paragraphs: [
        'Most AI governance programs describe what a trustworthy model should be and then check the paperwork around it: data sheets, approval records, evaluation reports. Those artifacts matter, but none of them is the model. When a regulator, customer or board asks why a system behaved as it did, the answer has to come from the weights.',
        'The framework in this paper defines trust as three properties. A model is traceable when each significant behavior can be attributed to the training sessions and content that produced it. It is controllable when that behavior can be changed precisely, without retraining and without side effects elsewhere. It is provable when every analysis and change leaves a reproducible record that an independent reviewer can verify.',
        'For each property we give concrete tests, the evidence that satisfies them, and the roles responsible across data science, risk and internal audit. A four-level maturity model lets organizations place each model in their inventory and plan the next step.',
        'The paper also addresses the operating constraints that decide whether governance survives contact with production: analysis that runs inside the organization\'s own boundary with zero external data transmission, overhead low enough to apply to every release, and timelines measured in minutes rather than retraining cycles.',
      ],
      keyFindings: [
        'Trust claims that cannot be checked against the model itself do not hold up under audit or incident review.',
        'Traceability, controllability and provability can each be tested directly on model checkpoints.',
        'Controllability without retraining is what turns a governance finding into a fix within the same review cycle.',
        'Reproducible analysis records give internal audit and regulators 100% audit-ready explainability.',
        'A maturity model tied to these three properties makes governance progress measurable across a model inventory.',
      ],
    },
    pages: '36 pages',
    type: 'AI Governance',
    image: {
      src: '/images/white-papers/ai-trust-framework.svg',
      alt: 'Cover art: three interlocking rings labelled traceable, controllable and provable around a neural network',
      width: 1200,
      height: 630,
    },
  },

  'accountable-ai-finance': {
    slug: 'accountable-ai-finance',
    title: 'Accountable AI for Finance Leaders',
    description: 'How finance leaders can explain, evidence and correct deep-learning models within model risk management, without stalling delivery.',
    keywords: ['accountable AI', 'financial services AI', 'model risk management', 'explainability', 'AI compliance', 'fair lending'],
    eyebrow: 'White Paper · Financial Services',
    header: {
      heading: 'Accountable AI for Finance Leaders',
      lede: 'Deep-learning models now influence credit, fraud and customer decisions. This paper shows CFOs, CROs and heads of model risk how to make those models explainable, correctable and audit-ready.',
    },
    backLink,
    formKey: 'financeWhitePaper',
    formHeadingTop: 'Download Accountable AI for Finance Leaders',
    formHeadingBottom: 'Get the full governance playbook',
    summary: {
      heading: 'Executive summary',
      paragraphs: [
        'Financial institutions are deploying neural networks in decisions that used to belong to scorecards and rules: credit, fraud screening, transaction monitoring, claims and customer service. Supervisory expectations have not changed. Every one of these models must be inventoried, validated, monitored and explained to someone outside the team that built it.',
        'Traditional validation techniques assume a model with a few dozen readable inputs. Deep networks break that assumption, so validation falls back on outcome testing, and remediation falls back on retraining. Each retrained model is a new model that needs revalidation, which is why defects often stay in production longer than anyone would like.',
        'This paper sets out a different operating model in which training checkpoints are treated as regulated records. Behaviors are attributed to the training sessions that produced them, corrections are made as scoped weight edits, and each change ships with a record that ties the validated baseline to the new checkpoint and its test evidence.',
        'We include reporting templates for the first and second lines of defense, a worked lending example that traces an adverse-action driver to its source data, and a cost model comparing weight-level remediation with the retrain-and-revalidate cycle.',
      ],
      keyFindings: [
        'Checkpoint-level attribution answers the questions examiners actually ask: what shaped this behavior, and what changed since validation.',
        'Scoped weight edits let validators review the delta instead of revalidating an entire retrained model.',
        'Remediation measured in minutes reduces the time a known defect remains in production.',
        'Running analysis inside the institution\'s boundary, with zero external data transmission, keeps customer data out of third-party hands.',
        'Compared with retraining as the default fix, weight-level remediation can lower training and maintenance cost by up to 90%.',
      ],
    },
    pages: '32 pages',
    type: 'Financial Services',
    image: {
      src: '/images/white-papers/accountable-ai-finance.svg',
      alt: 'Cover art: a ledger whose rows trace back to highlighted neurons of a credit model',
      width: 1200,
      height: 630,
    },
  },

  'tactical-advantage-frontier-ai': {
    slug: 'tactical-advantage-frontier-ai',
    title: 'Gain Tactical Advantage in Frontier AI',
    description: 'How defense programs can adapt, assure and harden AI models at mission speed with weight-level control that runs in disconnected environments.',
    keywords: ['defense AI', 'frontier AI', 'tactical AI', 'data poisoning', 'mission assurance', 'air-gapped deployment'],
    eyebrow: 'White Paper · Defense Applications',
    header: {
      heading: 'Gain Tactical Advantage in Frontier AI',
      lede: 'In contested environments the side that can diagnose and adapt its models fastest holds the advantage. This paper shows how weight-level control delivers that speed without giving up assurance.',
    },
    backLink,
    formKey: 'defenseWhitePaper',
    formHeadingTop: 'Download Gain Tactical Advantage in Frontier AI',
    formHeadingBottom: 'Request your copy for your program team',
    summary: {
      heading: 'Executive summary',
      paragraphs: [
        'Defense AI is moving from laboratory prototypes to fielded systems in sensing, targeting support, logistics and decision aids. Once fielded, those models face conditions no training set anticipated: new platforms, changed tactics, degraded sensors and adversaries who study them and try to poison the data they learn from.',
        'The conventional response to each of these is a return to the training pipeline, which can take weeks and assumes connectivity, large compute and access to the original data. At the tactical edge none of those can be taken for granted. The gap between a problem being seen and a model being fixed becomes an operational vulnerability.',
        'This paper describes how checkpoint-native tools close that gap. Influence mapping identifies the training sessions responsible for a fault or a suspected poisoning; neuron-resolved analysis shows what the model actually learned; and weight-level editing and steering correct or retask behavior directly, in minutes, producing a documented checkpoint suitable for assurance review.',
        'We examine deployment in classified and disconnected environments, where the tools run on-premises or in air-gapped enclaves with zero external data transmission, and we map each capability to the governance and test-and-evaluation expectations that defense programs already work under.',
      ],
      keyFindings: [
        'Speed of model adaptation is becoming a source of operational advantage in its own right.',
        'Poisoned or mislabeled training data can be traced to the responsible sessions using checkpoints alone.',
        'Weight-level editing and steering retask fielded models in minutes, without returning to a full training pipeline.',
        'Checkpoint-native tools operate in air-gapped enclaves with zero external data transmission and de minimis compute overhead.',
        'Every change produces an auditable record that supports test, evaluation and assurance review.',
      ],
    },
    pages: '45 pages',
    type: 'Defense Applications',
    image: {
      src: '/images/white-papers/tactical-advantage-frontier-ai.svg',
      alt: 'Cover art: a tactical map grid overlaid on the layers of a neural network, with one layer being retasked',
      width: 1200,
      height: 630,
    },
  },
} satisfies Record<string, WhitePaperPage>

export type WhitePaperSlug = keyof typeof whitePaperPages

export const whitePaperSlugs = Object.keys(whitePaperPages) as readonly WhitePaperSlug[]

function listingCard(id: number, slug: WhitePaperSlug, date: string): WhitePaperItem {
  const { title, description, image, pages, type } = whitePaperPages[slug]
  return { id, title, description, image, link: `/white-papers/${slug}`, date, pages, type }
}

/** SPEC §3 "White paper item": the two listing cards, newest first. */
export const whitePaperItems: readonly WhitePaperItem[] = [
  listingCard(1, 'accountable-ai-finance', '2024-01-15'),
  listingCard(2, 'tactical-advantage-frontier-ai', '2023-12-08'),
]

/**
 * Where each paper's PDF is served. The build writes it there
 * (renderer/generate/socialArtifactsPlugin.ts, from white-paper-documents.server.ts) and the
 * page's thank-you links to it: change the address here only.
 */
export function documentPath(slug: WhitePaperSlug): `/white-papers/${string}.pdf` {
  return `/white-papers/${slug}.pdf`
}

/** A paper's publication date: its listing card's; the papers that are not listed carry none. */
export function publicationDate(slug: WhitePaperSlug): string | undefined {
  return whitePaperItems.find((item) => item.link === `/white-papers/${slug}`)?.date
}

/** Everything above in one value, for the schema test. */
export const whitePapers = {
  listing: whitePapersListing,
  downloadLabel,
  items: whitePaperItems,
  pages: whitePaperPages,
} satisfies WhitePapersContent
