import type { ReactNode } from 'react'
import * as styles from './Badge.css'

export const badgeTones = ['neutral', 'accent', 'success', 'critical'] as const
export type BadgeTone = (typeof badgeTones)[number]

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
