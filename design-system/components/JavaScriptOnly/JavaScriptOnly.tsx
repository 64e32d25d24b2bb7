import type { ReactNode } from 'react'
import * as styles from './JavaScriptOnly.css'

export interface JavaScriptOnlyProps {
  children: ReactNode
}

/**
 * Shows its children only while JavaScript runs: for controls that do nothing without it (the
 * blog's category chips), so the page without JavaScript offers no buttons that do nothing.
 */
export function JavaScriptOnly({ children }: JavaScriptOnlyProps) {
  return <div className={styles.root}>{children}</div>
}
