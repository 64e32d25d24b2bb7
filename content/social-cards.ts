// The social cards (og:image, twitter:image): one 1200×630 PNG per article, per
// white paper and per route family, rendered at build by social-cards.server.tsx
// from the text declared here. Social platforms do not display SVG, so every
// card is a PNG; routes.ts points each route at its card.
import { categoryFromTitle } from './blog/feed'
import { formatLongDate } from './dates'
import type { BlogPost, Image } from './schema'
import { site } from './site'

export interface SocialCard {
  /** The PNG's name under /images/social/, without the extension (may hold one folder, e.g. blog/<slug>). */
  readonly name: string
  /** The small line above the title: the family, or an article's category and date. */
  readonly eyebrow: string
  readonly title: string
}

export const socialCardSize = { width: 1200, height: 630 } as const

export const socialCardsDir = '/images/social'

/** The image a route's head names for `card`; its alt text repeats what the card says. */
export function socialImage(card: SocialCard): Image {
  return {
    src: `${socialCardsDir}/${card.name}.png`,
    alt: `${site.brand}: ${card.title} (${card.eyebrow})`,
    ...socialCardSize,
  }
}

/**
 * The route families and the paths each card serves. Solution detail pages
 * share the Solutions card, /feed shares the blog's, the legal pages and the
 * cookie preference center share one, and so do Contact and Demo; the 404 and
 * error pages use the home card (routes.ts `defaultImage`).
 */
export const familyCards = {
  home: { name: 'home', eyebrow: 'First-in-Kind Tool for AI/MLOps', title: 'Weight-Level Control for Neural Networks' },
  solutions: { name: 'solutions', eyebrow: 'Solutions', title: 'Edit, steer, analyze and map neural networks from their checkpoints' },
  industries: { name: 'industries', eyebrow: 'Industries', title: 'Model control for six sectors, from foundries to mission-critical AI' },
  about: { name: 'about', eyebrow: 'About', title: 'Making neural networks explainable, correctable and controllable' },
  getStarted: { name: 'get-started', eyebrow: 'Get Started', title: 'A technical call, a subscription, deployment in days' },
  blog: { name: 'blog', eyebrow: 'Feed', title: 'News and insights on AI governance and model control' },
  whitePapers: { name: 'white-papers', eyebrow: 'Technical Research', title: 'White papers on accountable and resilient AI' },
  contact: { name: 'contact', eyebrow: 'Contact and Demo', title: 'Talk to the team or see weight-level control in a live demo' },
  legal: { name: 'legal', eyebrow: 'Legal', title: 'Privacy, terms and cookie preferences' },
  accessibility: { name: 'accessibility', eyebrow: 'Accessibility', title: 'A website for everyone, tested on every change' },
  search: { name: 'search', eyebrow: 'Search', title: 'Find any article, white paper or page' },
} as const satisfies Record<string, SocialCard>

export function articleCard(post: Pick<BlogPost, 'slug' | 'title' | 'date'>): SocialCard {
  return { name: `blog/${post.slug}`, eyebrow: `${categoryFromTitle(post.title)} · ${formatLongDate(post.date)}`, title: post.title }
}

export function whitePaperCard(paper: { slug: string; title: string; type: string }): SocialCard {
  return { name: `white-papers/${paper.slug}`, eyebrow: `White Paper · ${paper.type}`, title: paper.title }
}

/** Every card the build renders: the families', then one per post and per white paper. */
export function socialCardsFor(posts: readonly Pick<BlogPost, 'slug' | 'title' | 'date'>[], papers: readonly { slug: string; title: string; type: string }[]): SocialCard[] {
  return [...Object.values(familyCards), ...posts.map(articleCard), ...papers.map(whitePaperCard)]
}
