import { useEffect, useRef, useState, type ReactNode } from 'react'
import { lineClamp } from '../../styles/lineClamp.css'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import { Icon } from '../Icon/Icon'
import * as card from './card.css'
import * as styles from './MediaCard.css'

export const placeholderImage = '/images/placeholder.svg'

export interface MediaCardImage {
  src: string
  alt: string
  width: number
  height: number
}

export interface MediaCardProps {
  title: string
  image: MediaCardImage
  /**
   * Makes the whole card a link (one tab stop): through the call to action when there is one,
   * else through the title.
   */
  href?: string
  description?: string
  /** e.g. a category */
  badge?: ReactNode
  /** e.g. `<time dateTime="2025-10-28">October 28, 2025</time>` */
  meta?: ReactNode
  /**
   * The call to action in the footer, e.g. "Read More": with `href`, the card's one link, named
   * "<actionLabel> <title>" so speech input finds it by its visible words and a screen reader
   * hears which article it opens.
   */
  actionLabel?: string
  headingLevel?: 2 | 3 | 4 | 5 | 6
  loading?: 'lazy' | 'eager'
}

export function MediaCard({
  title,
  image,
  href,
  description,
  badge,
  meta,
  actionLabel,
  headingLevel = 3,
  loading = 'lazy',
}: MediaCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={[card.surface, styles.root, href && card.interactive].filter(Boolean).join(' ')}>
      <div className={styles.body}>
        <Heading className={[card.cardTitle, lineClamp[2]].join(' ')}>
          {href && !actionLabel ? (
            <a className={card.stretchedLink} href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        {description ? <p className={[card.supportingText, lineClamp[3]].join(' ')}>{description}</p> : null}
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {actionLabel && href ? (
          <div className={styles.footer}>
            <CardActionLink href={href} label={actionLabel} title={title} />
          </div>
        ) : null}
      </div>
      <div className={styles.media}>
        <FallbackImage className={styles.image} image={image} loading={loading} />
      </div>
    </article>
  )
}

interface CardActionLinkProps {
  href: string
  label: string
  /** The card's heading, repeated inside the link out of sight: the link is named "<label> <title>". */
  title: string
}

/**
 * A card's call to action as its one real link, stretched over the whole card: one tab stop,
 * named by its visible words and then the title. The title is text inside the link rather than
 * a reference to the heading (aria-labelledby) because tools that read a link's own text, such as
 * Lighthouse's link-text audit, would otherwise see a bare "Read More".
 */
export function CardActionLink({ href, label, title }: CardActionLinkProps) {
  return (
    <a className={[card.stretchedLink, card.actionLink].join(' ')} href={href}>
      {label}{' '}
      <span className={visuallyHidden}>{title}</span>
      <Icon name="arrow-right" size="small" />
    </a>
  )
}

interface FallbackImageProps {
  image: MediaCardImage
  loading: 'lazy' | 'eager'
  className: string
}

/** Swaps in the placeholder when the picture fails, including failures that happen before hydration. */
export function FallbackImage({ image, loading, className }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  // Keyed by source so a new src gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = failedSrc === image.src

  useEffect(() => {
    const img = ref.current
    // An error fired before hydration attached onError leaves a complete image with no pixels.
    if (img && img.getAttribute('src') === image.src && img.complete && img.naturalWidth === 0) {
      setFailedSrc(image.src)
    }
  }, [image.src])

  return (
    <img
      ref={ref}
      className={className}
      src={failed ? placeholderImage : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      data-fallback={failed ? '' : undefined}
      onError={() => {
        if (!failed) setFailedSrc(image.src)
      }}
    />
  )
}
