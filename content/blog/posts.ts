// SPEC §3 "Blog post": the 13 static entries, ids in the order the spec lists them.
// Titles are written so the title-derived categories of SPEC §4 come out sensibly:
// every category of the feed filter holds at least two posts.
import type { BlogPost, BlogSection } from '../schema'
import { placeholders, site } from '../site'

const { ceo, vp, cloud, reseller } = placeholders
const author = ceo.name

interface PostInput {
  readonly id: number
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly alt: string
  readonly date: string
  readonly author?: string
  readonly section: BlogSection
  readonly keywords: readonly string[]
}

// Artwork is drawn at exactly /images/blog/<slug>.svg in the Open Graph size.
function post({ alt, keywords, ...rest }: PostInput): BlogPost {
  return {
    ...rest,
    image: { src: `/images/blog/${rest.slug}.svg`, alt, width: 1200, height: 630 },
    link: `/blog/${rest.slug}`,
    keywords: [...keywords],
  }
}

export const posts: readonly BlogPost[] = [
  post({
    id: 1,
    slug: `ai-weight-level-controls-on-${cloud.slug}-marketplace`,
    title: `AI Weight-Level Controls Now Available on ${cloud.marketplace}`,
    description: `Procure ${site.brand} through ${cloud.marketplace} and deploy it in your own account as standard software, with billing on your existing cloud agreement.`,
    alt: `A marketplace listing tile for ${site.brand} connected to a stack of model checkpoints inside a customer cloud account`,
    date: '2025-10-28',
    section: 'Product Announcements',
    keywords: ['cloud marketplace', cloud.marketplace, 'weight-level controls', 'AI procurement', 'standard software deployment', 'MLOps'],
  }),
  post({
    id: 2,
    slug: `${reseller.slug}-partnership`,
    title: `${site.brand} and ${reseller.name} Announce Partnership for Government AI Buyers`,
    description: `${reseller.name} adds ${site.brand} to its government technology portfolio, giving agencies a contract path to weight-level model control.`,
    alt: `Two interlocking brackets, one for ${site.brand} and one for ${reseller.name}, framing a government building outline and a neural network`,
    date: '2025-07-07',
    section: 'Partnerships',
    keywords: ['partnership', reseller.name, 'government technology reseller', 'public sector AI', 'AI procurement', 'weight-level control'],
  }),
  post({
    id: 3,
    slug: 'interpretability-interoperability',
    title: 'Interpretability and Interoperability: Why Model Control Needs Both',
    description: 'Explaining a model is only half the job. Explanations must travel across frameworks, checkpoints and teams before they can drive a fix.',
    alt: 'A transparent neural network whose highlighted neurons connect to adapters for several deep-learning frameworks',
    date: '2024-04-08',
    author,
    section: 'Technical Insights',
    keywords: ['interpretability', 'interoperability', 'explainable AI', 'model checkpoints', 'deep-learning frameworks', 'neuron-level analysis'],
  }),
  post({
    id: 4,
    slug: `${cloud.slug}-mri`,
    title: `${site.brand} Brings an MRI for AI Models to ${cloud.name}`,
    description: `Resilience infrastructure for AI on ${cloud.name}: scan checkpoints neuron by neuron, find the cause of a fault and repair it without retraining.`,
    alt: 'A cross-section scan of a neural network in the style of a medical MRI, with one layer highlighted for repair',
    date: '2025-04-08',
    section: 'Press Release',
    keywords: ['press release', cloud.name, 'AI MRI', 'resilience infrastructure', 'model diagnosis', 'checkpoint-native'],
  }),
  post({
    id: 5,
    slug: 'ai-governance-defense',
    title: 'AI Governance Frameworks for Defense: Enforcing Policy at the Weight Level',
    description: 'Defense AI policy is written in documents but executed in weights. How to turn governance requirements into checkable properties of a checkpoint.',
    alt: 'A layered shield over a neural network, each layer labeled with a governance control mapped to model weights',
    date: '2025-02-13',
    author,
    section: 'Defense & Security',
    keywords: ['AI governance', 'defense AI', 'responsible AI', 'audit-ready explainability', 'weight-level control', 'mission assurance'],
  }),
  post({
    id: 6,
    slug: 'ai-risk-defense',
    title: 'AI Risk Management for Defense Systems',
    description: 'A practical risk register for defense AI: data poisoning, drift, leakage and brittle behavior, and the checkpoint-level controls that address each.',
    alt: 'A radar-style display where sweeping lines reveal risk markers on the layers of a neural network',
    date: '2024-12-08',
    author,
    section: 'Defense & Security',
    keywords: ['AI risk management', 'defense AI', 'data poisoning', 'model drift', 'air-gapped deployment', 'secure root control'],
  }),
  post({
    id: 7,
    slug: 'ai-degradation-detection',
    title: 'Predicting and Detecting AI Model Degradation Before It Reaches Production',
    description: 'Degradation shows up in the weights before it shows up in metrics. How checkpoint-to-checkpoint analysis gives an early warning.',
    alt: 'A timeline of model checkpoints with a trend line that dips, and a marker flagging the first checkpoint where degradation began',
    date: '2024-08-13',
    author,
    section: 'Technical Insights',
    keywords: ['model degradation', 'degradation detection', 'model drift', 'checkpoint analysis', 'MLOps monitoring', 'training impact analysis'],
  }),
  post({
    id: 8,
    slug: 'financial-services',
    title: 'Compliance-Ready AI for Financial Services',
    description: 'Model risk rules ask banks and insurers to explain, evidence and correct model behavior. Weight-level tooling makes each step auditable.',
    alt: 'A ledger page whose rows trace back to highlighted neurons of a credit-scoring model',
    date: '2024-06-13',
    author,
    section: 'Governance & Compliance',
    keywords: ['financial services', 'AI compliance', 'model risk management', 'explainability', 'fair lending', 'audit trail'],
  }),
  post({
    id: 9,
    slug: vp.slug,
    title: `${vp.name} Appointed ${vp.role}`,
    description: `${vp.name} joins ${site.brand} as ${vp.role} to lead partnerships, channels and go-to-market for weight-level model control.`,
    alt: `Abstract portrait frame for ${vp.name} beside a rising line of connected partner nodes`,
    date: '2024-06-05',
    section: 'Company News',
    keywords: ['company news', vp.name, vp.role, 'leadership', 'go-to-market', 'partnerships'],
  }),
  post({
    id: 10,
    slug: 'kec-accelerator',
    title: `KEC Accelerator Selects ${site.brand} for Its Deep-Tech Cohort`,
    description: `${site.brand} joins the KEC Accelerator cohort to expand pilots of its checkpoint-native model control tools with industrial and public-sector partners.`,
    alt: 'A launch trajectory rising through a grid of cohort tiles, one tile highlighted with a neural network glyph',
    date: '2024-05-07',
    section: 'News',
    keywords: ['accelerator program', 'KEC Accelerator', 'deep tech', 'startup news', 'AI pilots'],
  }),
  post({
    id: 11,
    slug: 'pya-ballard-award',
    title: `${site.brand} Named Finalist for the PYA Ballard Innovation Award`,
    description: `The PYA Ballard Innovation Award shortlisted ${site.brand} for its patent-pending approach to editing and steering neural networks without retraining.`,
    alt: 'A stylized award medal whose ribbon unfolds into the layers of a neural network',
    date: '2024-04-03',
    section: 'News',
    keywords: ['innovation award', 'PYA Ballard', 'finalist', 'patent pending', 'company news'],
  }),
  post({
    id: 12,
    slug: 'future-ai-governance',
    title: 'The Future of AI Governance: From Policy Documents to Model Checkpoints',
    description: 'AI governance is moving from principles to proof. Why the next generation of oversight will inspect the model itself, not only its paperwork.',
    alt: 'A policy document morphing into a neural network checkpoint along a horizon line',
    date: '2024-02-29',
    author,
    section: 'Governance & Compliance',
    keywords: ['AI governance', 'AI regulation', 'accountability', 'explainability', 'model oversight', 'checkpoint-native'],
  }),
  post({
    id: 13,
    slug: 'hidden-risks-of-ai-in-finance',
    title: 'Hidden Risks of AI in Finance: What Your Model Learned That You Did Not Teach It',
    description: 'Memorized customer data, shortcut features and silent drift hide inside financial models. How to surface them from the checkpoint alone.',
    alt: 'A financial chart overlaid on a neural network, with concealed hazard markers revealed beneath the surface layers',
    date: '2025-10-09',
    author,
    section: 'Security & Control',
    keywords: ['AI in finance', 'hidden AI risks', 'data leakage', 'shortcut learning', 'model risk', 'training-content attribution'],
  }),
]
