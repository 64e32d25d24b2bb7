import type { ReactNode } from 'react'
import { surface } from '../Card/card.css'
import { Badge, type BadgeTone } from '../Badge/Badge'
import * as styles from './CookieCategoryCard.css'

export type CookieCategoryStatus = 'required' | 'enabled' | 'disabled'

const statusTone: Record<CookieCategoryStatus, BadgeTone> = { required: 'accent', enabled: 'success', disabled: 'neutral' }

export interface CookieCategoryCardProps {
  title: string
  /** The heading's id; the card is a region named by it. */
  headingId: string
  /** The saved state, shown as a badge. */
  status: CookieCategoryStatus
  /** The badge's text: Required, Enabled or Disabled. */
  statusLabel: string
  description: ReactNode
  providerLabel: string
  provider: string
  /** The category's switch. */
  control: ReactNode
  /** The category's cookie table. */
  children: ReactNode
}

/** One cookie category of the preference center: what it is, who provides it, its switch and its cookies. */
export function CookieCategoryCard({
  title,
  headingId,
  status,
  statusLabel,
  description,
  providerLabel,
  provider,
  control,
  children,
}: CookieCategoryCardProps) {
  return (
    <section className={`${surface} ${styles.root}`} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Badge tone={statusTone[status]}>{statusLabel}</Badge>
      </div>
      <p className={styles.description}>{description}</p>
      <dl className={styles.meta}>
        <dt className={styles.metaTerm}>{providerLabel}</dt>
        <dd className={styles.metaValue}>{provider}</dd>
      </dl>
      <div className={styles.control}>{control}</div>
      {children}
    </section>
  )
}
