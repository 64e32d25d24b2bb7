import type { ReactNode } from 'react'
import * as card from './card.css'
import { CardHeader } from './CardHeader'
import * as styles from './FeatureCard.css'

export interface FeatureCardProps {
  title: string
  body: ReactNode
  /** A decorative icon element, e.g. `<Icon name="edit-weights" />`. */
  icon?: ReactNode
  /** Monospace CLI flag shown above the title, e.g. `--edit-weights`. */
  flag?: string
  /** Makes the whole card a link through its title (one tab stop). */
  href?: string
  /** A separately focusable control (e.g. a tooltip trigger) kept above the card link. */
  action?: ReactNode
  headingLevel?: 2 | 3 | 4 | 5 | 6
}

export function FeatureCard({ title, body, icon, flag, href, action, headingLevel = 3 }: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={[card.surface, styles.root, href && card.interactive].filter(Boolean).join(' ')}>
      <CardHeader icon={icon} flag={flag} layout="spread" />
      <Heading className={card.cardTitle}>
        {href ? (
          <a className={card.stretchedLink} href={href}>
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {typeof body === 'string' ? <p className={card.supportingText}>{body}</p> : <div className={card.supportingText}>{body}</div>}
      {action ? <div className={[styles.action, card.aboveLink].join(' ')}>{action}</div> : null}
    </div>
  )
}
