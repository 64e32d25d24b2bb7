import type { Story, StoryDefault } from '@ladle/react'
import * as styles from './Card.story.css'
import { MediaCard, type MediaCardProps } from './MediaCard'

export default { title: 'Content/MediaCard' } satisfies StoryDefault

// Same-origin and not an image, so it fails to decode: a data: URL would be refused by the site's img-src, under which
// the stories run, and a missing file would log a 404. The design tokens file is served beside every story build
// (.ladle/vite.config.ts).
const brokenImageSrc = '/tokens/tokens.json'

const post: MediaCardProps = {
  title: 'Weight-Level Controls Now Available Through a Cloud Marketplace',
  description:
    'Teams can subscribe through their existing cloud account and deploy the four tools next to their checkpoints, with billing on the same invoice.',
  image: { src: '/images/blog/ai-degradation-detection.svg', alt: 'Chart of model accuracy drifting across checkpoints', width: 1200, height: 630 },
  href: '/blog/ai-degradation-detection',
  badge: 'Frontier AI Resilience',
  meta: <time dateTime="2024-08-13">August 13, 2024</time>,
  actionLabel: 'Read More',
  loading: 'eager',
}

export const LinkedCard: Story = () => (
  <div className={styles.single}>
    <MediaCard {...post} />
  </div>
)
LinkedCard.meta = { alsoOnDark: true }

export const WithoutLink: Story = () => (
  <div className={styles.single}>
    <MediaCard title={post.title} description={post.description} image={post.image} loading="eager" />
  </div>
)

// An undecodable data URI fails like a missing file, without a 404 in the console.
export const BrokenImageFallsBack: Story = () => (
  <div className={styles.single}>
    <MediaCard {...post} image={{ ...post.image, src: brokenImageSrc }} />
  </div>
)

export const LongContentIsClamped: Story = () => (
  <div className={styles.single}>
    <MediaCard
      {...post}
      title="Neuron-resolved training impact analysis for every checkpoint in a seven-checkpoint image classifier project, explained step by step"
      description="A long description that keeps going to show the three-line clamp: impact analysis reads only checkpoints, never the training data, so it runs at arm's length from sensitive sources, adds de minimis compute and zero storage overhead, and produces an audit-ready record."
      badge="Governance & Compliance"
    />
  </div>
)

export const LongUnbrokenTitle: Story = () => (
  <div className={styles.single}>
    <MediaCard {...post} title="checkpoint-0007-influence-map-all-training-sessions-results.json" />
  </div>
)
