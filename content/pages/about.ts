// SPEC §2 About: mission, founding story, black-box quote, overview video, Team & Expertise, Proof & Trust Signals,
// Closing Statement, Get Started. The copy (about.json, checked against ./about.schema) placed in what stays in code.
import { placeholders, site } from '../site'
import { withTokens } from '../tokens'
import copyFile from './about.json' with { type: 'json' }
import type { AboutContent, AboutCopy } from './about.schema'

const copy: AboutCopy = withTokens(copyFile)

export const aboutMeta = copy.meta

const { ceo, vp } = placeholders

const leader = (person: typeof ceo | typeof vp, bio: string) => ({
  name: person.name,
  role: person.role,
  bio,
  profileUrl: person.profileUrl,
  profileLabel: `${person.name} on LinkedIn`,
})

const { stats, leaders } = copy.team
const { signals } = copy.proof

export const aboutPage = {
  // SPEC leaves the exact block order partly open; this order reads as a story
  // (why, how we started, what we believe, proof) before asking for the call.
  blockOrder: ['hero', 'mission', 'story', 'quote', 'video', 'team', 'proof', 'closing', 'cta'],

  hero: copy.hero,
  mission: copy.mission,
  story: copy.story,
  quote: { text: copy.quote.text, name: ceo.name, role: ceo.role },

  video: {
    heading: copy.video.heading,
    title: copy.video.title,
    description: copy.video.description,
    url: site.videoUrl,
    embedUrl: site.videoEmbedUrl,
    poster: { src: '/images/about/video-poster.svg', alt: copy.video.posterAlt, width: 1280, height: 720 },
  },

  team: {
    heading: 'Team & Expertise',
    intro: copy.team.intro,
    leaders: [leader(ceo, leaders.ceo.bio), leader(vp, leaders.vp.bio)],
    statsHeading: copy.team.statsHeading,
    stats: [
      {
        id: 'exits',
        value: 9,
        label: stats.exits.label,
        detail: stats.exits.detail,
        icon: 'spark',
        breakdown: [
          { value: 3, label: stats.exits.breakdown.ceo },
          { value: 6, label: stats.exits.breakdown.advisory },
        ],
      },
      { id: 'patents', value: 20, ...stats.patents, icon: 'flask' },
      { id: 'years-in-ai', value: 17, ...stats['years-in-ai'], icon: 'cpu' },
    ],
  },

  proof: {
    heading: 'Proof & Trust Signals',
    intro: copy.proof.intro,
    signals: [
      { id: 'letters-of-support', value: 2, ...signals['letters-of-support'], icon: 'audit' },
      { id: 'patent-pending', value: 1, ...signals['patent-pending'], icon: 'shield' },
      { id: 'channels', ...signals.channels, icon: 'layers' },
      { id: 'accelerators', ...signals.accelerators, icon: 'bolt' },
    ],
    partnersHeading: copy.proof.partnersHeading,
  },

  closing: copy.closing,

  cta: { label: 'Get Started', href: '/get-started' },
} satisfies AboutContent
