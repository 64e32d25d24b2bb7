import type { ReactNode } from 'react'
import * as styles from './Badge.css'
import type { BadgeTone } from './variants'

export { badgeTones, type BadgeTone } from './variants'

export interface BadgeProps {
  children: ReactNode
  tone?: BadgeTone
  id?: string
}

export function Badge({ children, tone = 'neutral', id }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })} id={id}>
      {children}
    </span>
  )
}
