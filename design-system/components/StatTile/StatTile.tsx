import * as card from '../Card/card.css'
import * as styles from './StatTile.css'

export interface StatTileProps {
  /** The headline figure, e.g. "90%" or "Instant". */
  value: string
  label: string
  description?: string
  /** Makes the whole tile a single link. */
  href?: string
}

export function StatTile({ value, label, description, href }: StatTileProps) {
  const content = (
    <>
      <span className={styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
      {description ? <span className={card.supportingText}>{description}</span> : null}
    </>
  )
  if (href) {
    return (
      <a className={[card.surface, card.interactive, styles.root].join(' ')} href={href}>
        {content}
      </a>
    )
  }
  return <div className={[card.surface, styles.root].join(' ')}>{content}</div>
}
