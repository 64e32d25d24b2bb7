import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import * as card from '../Card/card.css'
import { CardHeader } from '../Card/CardHeader'
import { Icon } from '../Icon/Icon'
import * as styles from './ExpandableCard.css'
import type { ExpandableCardGridColumns } from './variants'

export interface ExpandableCardProps {
  title: string
  summary: ReactNode
  /**
   * Shown while expanded. Always in the pre-rendered HTML and visible without JavaScript;
   * collapsed only by a style that applies while JavaScript runs, so nothing shifts at load.
   */
  children: ReactNode
  expanded: boolean
  /** The page owns the list of open ids (SPEC §4), so toggling is reported, not stored. */
  onToggle: () => void
  /** Element id, e.g. a hash target such as `editing`. */
  id?: string
  /** More #hash targets that land on this card, e.g. an older or external anchor. */
  anchorIds?: readonly string[]
  /** Spans the full row of the parent grid while expanded (SPEC §2: "it widens to the full row"). */
  widen?: boolean
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
  anchorIds = [],
  widen = true,
  icon,
  flag,
  headingLevel = 3,
  moreLabel = 'Learn More',
  lessLabel = 'Show less',
}: ExpandableCardProps) {
  const Heading = `h${headingLevel}` as const
  const panelId = `${useId()}-panel`
  const toggleRef = useRef<HTMLButtonElement>(null)
  const toggleTopBeforeClick = useRef<number | null>(null)

  // Widening moves a card to a row of its own, which can carry its toggle off screen;
  // scrolling by the distance it moved keeps the button the visitor just pressed in place.
  useLayoutEffect(() => {
    const before = toggleTopBeforeClick.current
    toggleTopBeforeClick.current = null
    const toggle = toggleRef.current
    if (before === null || !toggle) return
    const moved = toggle.getBoundingClientRect().top - before
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' })
  }, [expanded])

  function toggle() {
    toggleTopBeforeClick.current = toggleRef.current?.getBoundingClientRect().top ?? null
    onToggle()
  }

  return (
    <div
      id={id}
      className={[card.surface, styles.root({ expanded, widen })].join(' ')}
      data-state={expanded ? 'open' : 'closed'}
    >
      {anchorIds.map((anchorId) => (
        <span key={anchorId} id={anchorId} className={styles.anchor} />
      ))}
      <CardHeader icon={icon} flag={flag} layout="wrap" />
      <Heading className={styles.title}>{title}</Heading>
      {typeof summary === 'string' ? <p className={styles.summary}>{summary}</p> : <div className={styles.summary}>{summary}</div>}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={toggle}
      >
        {expanded ? lessLabel : moreLabel}
        <span className={visuallyHidden}>: {title}</span>
        <Icon name="chevron-down" size="small" className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}

export interface ExpandableCardGridProps {
  /** ExpandableCards, as direct children: a widening card spans this grid's row. */
  children: ReactNode
  /** Columns from desktop up; one on mobile, two on tablets. */
  columns?: ExpandableCardGridColumns
}

/** The grid widening cards sit in; its cells are the cards themselves, so an open one can span the row. */
export function ExpandableCardGrid({ children, columns = 2 }: ExpandableCardGridProps) {
  return <div className={styles.grid({ columns })}>{children}</div>
}
