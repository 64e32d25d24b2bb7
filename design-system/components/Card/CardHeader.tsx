import type { ReactNode } from 'react'
import * as styles from './CardHeader.css'
import type { CardHeaderLayout } from './variants'

interface CardHeaderProps {
  /** A decorative icon element, e.g. `<Icon name="edit-weights" />`. */
  icon?: ReactNode
  /** Monospace CLI flag, e.g. `--edit-weights`. */
  flag?: string
  layout: CardHeaderLayout
}

/** The icon + CLI flag row shared by FeatureCard and ExpandableCard; not part of the public API. */
export function CardHeader({ icon, flag, layout }: CardHeaderProps) {
  if (!icon && !flag) return null
  return (
    <div className={styles.header({ layout })}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {flag ? <code className={styles.flag}>{flag}</code> : null}
    </div>
  )
}
