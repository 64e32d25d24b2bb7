import { useId } from 'react'
import { Link } from '../Link/Link'
import * as styles from './TableOfContents.css'

export interface TableOfContentsItem {
  /** The id of the heading or section it jumps to. */
  id: string
  label: string
}

export interface TableOfContentsProps {
  /** Visible heading of the list, and the navigation landmark's name. */
  heading: string
  items: readonly TableOfContentsItem[]
  /** From desktop up, stays in view under the fixed header beside long text (scrolling itself when taller). */
  sticky?: boolean
}

/** In-page navigation to a long document's sections. */
export function TableOfContents({ heading, items, sticky = false }: TableOfContentsProps) {
  const headingId = `${useId()}-heading`
  return (
    <nav className={sticky ? `${styles.root} ${styles.sticky}` : styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link href={`#${item.id}`} variant="inline" className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
