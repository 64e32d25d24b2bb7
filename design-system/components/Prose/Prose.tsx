import type { ReactNode } from 'react'
import * as styles from './Prose.css'

export interface ProseProps {
  /** Long-form content: plain elements (h2-h4, p, lists, blockquote, pre, table) are styled; components keep their own look. */
  children: ReactNode
  id?: string
}

export function Prose({ children, id }: ProseProps) {
  return (
    <div className={styles.root} id={id}>
      {children}
    </div>
  )
}
