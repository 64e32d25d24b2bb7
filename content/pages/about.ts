// SPEC §2 About: mission, founding story, black-box quote, overview video,
// Team & Expertise, Proof & Trust Signals, Closing Statement, Get Started.
import { placeholders, site } from '../site'
import type { AboutContent } from './about.schema'

const { ceo, vp, cloud } = placeholders

export const aboutPage = {
  // SPEC leaves the exact block order partly open; this order reads as a story
  // (why, how we started, what we believe, proof) before asking for the call.
  blockOrder: ['hero', 'mission', 'story', 'quote', 'video', 'team', 'proof', 'closing', 'cta'],

  hero: {
    eyebrow: `About ${site.brand}`,
    heading: 'We make neural networks answerable to the people who run them',
    lede: `${site.brand} builds checkpoint-native resilience software that lets teams diagnose, repair, edit and steer trained models at the weight level, without retraining and without moving a single record of data.`,
  },

  mission: {
    heading: 'Our Mission',
    paragraphs: [
      'Our mission is to give every organization that depends on AI secure root control over its models: the ability to see which training content shaped a behavior, to prove it to an auditor, and to change it in minutes rather than in another training cycle.',
      'Control should not cost a second training budget. Our tools read the checkpoints your teams already keep, run beside your models inside your own boundary, and leave your data exactly where it is. That is how we deliver up to 90% lower training and maintenance cost with de minimis compute overhead and zero storage overhead.',
    ],
  },

  story: {
    heading: 'Our Story',
    paragraphs: [
      `${site.brand} was founded in late 2023 by a U.S.-based team of machine-learning researchers and operators who had spent their careers putting models into places where a wrong answer carries a real cost: defense programs, regulated finance, industrial automation and healthcare.`,
      'They kept meeting the same pattern. A model drifted, leaked or misbehaved; nobody could say which data had caused it; and the only remedy on offer was to clean the data, retrain from scratch and hope the problem did not come back. Even the teams that trained a model treated its weights as a sealed box.',
      'We set out to open that box. The result is a patent-pending approach that works directly on model checkpoints: it traces a behavior to the training sessions and neurons responsible, then edits or steers it in place and records exactly what changed. It ships as standard software, not SaaS, and is production-ready in days.',
    ],
    facts: [
      { label: 'Founded', value: 'Late 2023' },
      { label: 'Team', value: 'U.S.-based' },
      { label: 'Technology', value: 'Patent pending' },
      { label: 'Delivery', value: 'Standard software, not SaaS' },
    ],
  },

  quote: {
    text: 'Every organization running AI today is accountable for a system it cannot open. A black box is not a risk strategy. If you cannot see why a model behaves the way it does, you cannot defend it, you cannot fix it, and you should not be asked to trust it.',
    name: ceo.name,
    role: ceo.role,
  },

  video: {
    heading: 'See How It Works',
    title: `${site.brand} overview: weight-level control for neural networks`,
    description: 'A short walkthrough of how our four tools read model checkpoints, locate the cause of a behavior and correct it without retraining.',
    url: site.videoUrl,
    embedUrl: site.videoEmbedUrl,
    poster: {
      src: '/images/about/video-poster.svg',
      alt: `Title frame of the ${site.brand} overview video: a neural network with one highlighted layer and a play button`,
      width: 1280,
      height: 720,
    },
  },

  team: {
    heading: 'Team & Expertise',
    intro: 'Our leadership pairs deep research in neural-network analysis with a long record of taking hard technology to market and through to exit.',
    leaders: [
      {
        name: ceo.name,
        role: ceo.role,
        bio: `${ceo.name} founded ${site.brand} to give model owners the kind of direct, inspectable control that every other piece of critical infrastructure already has. A serial founder and inventor, ${ceo.name} has spent 17 years building AI systems and the companies around them, and leads the research behind the company's patent-pending checkpoint analysis as well as its product direction.`,
        profileUrl: ceo.profileUrl,
        profileLabel: `${ceo.name} on LinkedIn`,
      },
      {
        name: vp.name,
        role: vp.role,
        bio: `${vp.name} leads partnerships, channels and go-to-market, turning weight-level control into programs that buyers in defense, government, financial services and industry can procure and deploy. ${vp.name} built the company's routes to market through resellers and the ${cloud.marketplace}, shortening the path from a first technical call to a production deployment.`,
        profileUrl: vp.profileUrl,
        profileLabel: `${vp.name} on LinkedIn`,
      },
    ],
    statsHeading: 'Leadership track record',
    stats: [
      {
        id: 'exits',
        value: 9,
        label: 'Exits',
        detail: '3 as CEO and 6 in interim or advisory roles',
        icon: 'spark',
        breakdown: [
          { value: 3, label: 'as CEO' },
          { value: 6, label: 'interim or advisory' },
        ],
      },
      { id: 'patents', value: 20, label: 'Patents', detail: 'Held across machine learning, model analysis and optimization', icon: 'flask' },
      { id: 'years-in-ai', value: 17, label: 'Years in AI', detail: 'Of building, deploying and commercializing machine-learning systems', icon: 'cpu' },
    ],
  },

  proof: {
    heading: 'Proof & Trust Signals',
    intro: 'Independent parties have put their names next to ours. These are the signals buyers ask about first.',
    signals: [
      {
        id: 'letters-of-support',
        value: 2,
        label: 'Letters of support',
        detail: 'From industry and public-sector organizations backing our approach to weight-level model control.',
        icon: 'audit',
      },
      {
        id: 'patent-pending',
        value: 1,
        label: 'Patent pending',
        detail: 'Covering our checkpoint-native method for tracing and correcting behavior at the weight level.',
        icon: 'shield',
      },
      {
        id: 'channels',
        label: 'Multiple channels',
        detail: `Buy direct, through a government technology reseller, or on the ${cloud.marketplace} under your existing agreement.`,
        icon: 'layers',
      },
      {
        id: 'accelerators',
        label: 'Accelerator programs',
        detail: 'Selected by deep-tech accelerator programs that connect us with industrial and public-sector pilot partners.',
        icon: 'bolt',
      },
    ],
    partnersHeading: 'Working with partners across cloud, government and industry',
  },

  closing: {
    heading: 'Built for the teams who answer for their AI',
    paragraphs: [
      'AI is now load-bearing infrastructure. The organizations that run it deserve to know what their models learned, to prove it on demand, and to correct it without starting over.',
      `That is the work we do every day: ${site.taglineCode}. Bring us a model that matters to you, and we will show you what is inside it.`,
    ],
  },

  cta: { label: 'Get Started', href: '/get-started' },
} satisfies AboutContent
