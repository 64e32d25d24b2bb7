import type { Story, StoryDefault } from '@ladle/react'
import { FeaturedCard, type FeaturedCardProps } from './FeaturedCard'
import * as styles from './FeaturedCard.story.css'

export default { title: 'Content/FeaturedCard' } satisfies StoryDefault

// Same-origin and not an image, so it fails to decode: a data: URL would be refused by the site's img-src, under which
// the stories run, and a missing file would log a 404. The design tokens file is served beside every story build
// (.ladle/vite.config.ts).
const brokenImageSrc = '/tokens/tokens.json'

const post: FeaturedCardProps = {
  title: 'AI Weight-Level Controls Now Available on a Cloud Marketplace',
  description: 'Procure the tools through your cloud marketplace and deploy them in your own account as standard software, billed on your existing agreement.',
  image: { src: '/images/blog/ai-degradation-detection.svg', alt: 'Chart of model accuracy drifting across checkpoints', width: 1200, height: 630 },
  href: '/blog/ai-degradation-detection',
  badge: 'Frontier AI Resilience',
  meta: <time dateTime="2025-10-28">October 28, 2025</time>,
  actionLabel: 'Read More',
}

export const Default: Story = () => (
  <div className={styles.frame}>
    <FeaturedCard {...post} />
  </div>
)
Default.meta = { alsoOnDark: true, responsive: true }

// An undecodable data URI fails like a missing file, without a 404 in the console.
export const BrokenImageFallsBack: Story = () => (
  <div className={styles.frame}>
    <FeaturedCard {...post} image={{ ...post.image, src: brokenImageSrc }} />
  </div>
)

export const LongContent: Story = () => (
  <div className={styles.frame}>
    <FeaturedCard
      {...post}
      title="Neuron-resolved training impact analysis for every checkpoint of a seven-checkpoint image classifier, explained step by step"
      description="A long description that keeps going to show the three-line clamp: impact analysis reads only checkpoints, never the training data, so it runs at arm's length from sensitive sources, adds de minimis compute and zero storage overhead, and produces an audit-ready record for every change a team makes."
      badge="Governance & Compliance"
    />
  </div>
)
