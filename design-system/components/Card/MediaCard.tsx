import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { lineClamp } from '../../styles/lineClamp.css'
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
  const titleId = useId()
  const actionId = useId()
  return (
    <article className={[card.surface, styles.root, href && card.interactive].filter(Boolean).join(' ')}>
      <div className={styles.body}>
        <Heading id={titleId} className={[card.cardTitle, lineClamp[2]].join(' ')}>
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
            <CardActionLink id={actionId} href={href} label={actionLabel} titleId={titleId} />
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
  id: string
  href: string
  label: string
  /** The card's heading: the link's name is its own label, then the title. */
  titleId: string
}

/**
 * A card's call to action as its one real link, stretched over the whole card. Its name comes
 * from its own words and the heading by reference, so the title is in the page once and the
 * card is one tab stop announced once.
 */
export function CardActionLink({ id, href, label, titleId }: CardActionLinkProps) {
  return (
    <a id={id} className={[card.stretchedLink, card.actionLink].join(' ')} href={href} aria-labelledby={`${id} ${titleId}`}>
      {label}
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
