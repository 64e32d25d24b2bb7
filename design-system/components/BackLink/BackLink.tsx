import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './BackLink.css'

export interface BackLinkProps {
  href: string
  /** Say where it goes ("Back to Blog"): a bare "Back" is ambiguous out of context. */
  children: ReactNode
}

export function BackLink({ href, children }: BackLinkProps) {
  return (
    <a href={href} className={styles.root}>
      <Icon name="arrow-left" size="small" className={styles.icon} />
      {children}
    </a>
  )
}
