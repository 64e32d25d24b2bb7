import { useId, type ReactNode } from 'react'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import * as card from '../Card/card.css'
import { CardHeader } from '../Card/CardHeader'
import { Icon } from '../Icon/Icon'
import * as styles from './ExpandableCard.css'

export interface ExpandableCardProps {
  title: string
  summary: ReactNode
  /** Shown while expanded; kept in the DOM (hidden) while collapsed. */
  children: ReactNode
  expanded: boolean
  /** The page owns the list of open ids (SPEC §4), so toggling is reported, not stored. */
  onToggle: () => void
  /** Element id, e.g. a hash target such as `editing`. */
  id?: string
  /** A decorative icon element, e.g. `<Icon name="edit-weights" />`. */
  icon?: ReactNode
  /** Monospace CLI flag, e.g. `--edit-weights`. */
  flag?: string
  headingLevel?: 2 | 3 | 4 | 5 | 6
  moreLabel?: string
  lessLabel?: string
}

export function ExpandableCard({
  title,
  summary,
  children,
  expanded,
  onToggle,
  id,
  icon,
  flag,
  headingLevel = 3,
  moreLabel = 'Learn More',
  lessLabel = 'Show less',
}: ExpandableCardProps) {
  const Heading = `h${headingLevel}` as const
  const panelId = `${useId()}-panel`
  return (
    <div id={id} className={[card.surface, styles.root({ expanded })].join(' ')}>
      <CardHeader icon={icon} flag={flag} layout="wrap" />
      <Heading className={styles.title}>{title}</Heading>
      {typeof summary === 'string' ? <p className={styles.summary}>{summary}</p> : <div className={styles.summary}>{summary}</div>}
      <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        {expanded ? lessLabel : moreLabel}
        <span className={visuallyHidden}>: {title}</span>
        <Icon name="chevron-down" size="small" className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {children}
      </div>
    </div>
  )
}
