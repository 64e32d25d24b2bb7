import type { ReactNode } from 'react'
import * as styles from './Badge.css'
import type { BadgeSize, BadgeTone } from './variants'

export { badgeSizes, badgeTones, type BadgeTone } from './variants'

export interface BadgeProps {
  children: ReactNode
  tone?: BadgeTone
  size?: BadgeSize
  id?: string
}

export function Badge({ children, tone = 'neutral', size = 'standard', id }: BadgeProps) {
  return (
    <span className={styles.badge({ tone, size })} id={id}>
      {children}
    </span>
  )
}
