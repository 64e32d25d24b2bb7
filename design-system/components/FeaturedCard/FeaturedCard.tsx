import type { ReactNode } from 'react'
import { lineClamp } from '../../styles/lineClamp.css'
import * as card from '../Card/card.css'
import { CardActionLink, FallbackImage, type MediaCardImage } from '../Card/MediaCard'
import * as styles from './FeaturedCard.css'

export interface FeaturedCardProps {
  title: string
  image: MediaCardImage
  /** The whole card links here through its call to action (one tab stop). */
  href: string
  description: string
  /** e.g. a category badge */
  badge?: ReactNode
  /** e.g. `<time dateTime="2025-10-28">October 28, 2025</time>` */
  meta?: ReactNode
  /** The call to action, e.g. "Read More": the card's one link, named "<actionLabel> <title>". */
  actionLabel: string
  headingLevel?: 2 | 3 | 4
}

/** The one highlighted entry of a listing: picture beside the text from tablet up, above it on phones. */
export function FeaturedCard({ title, image, href, description, badge, meta, actionLabel, headingLevel = 3 }: FeaturedCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={[card.surface, card.interactive, styles.root].join(' ')}>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {title}
        </Heading>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        <p className={[styles.description, lineClamp[3]].join(' ')}>{description}</p>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <CardActionLink href={href} label={actionLabel} title={title} />
      </div>
      <div className={styles.media}>
        {/* The featured picture is near the top of the page: load it eagerly. */}
        <FallbackImage className={styles.image} image={image} loading="eager" />
      </div>
    </article>
  )
}
