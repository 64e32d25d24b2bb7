import type { ReactNode } from 'react'
import * as styles from './Container.css'

export const containerWidths = ['page', 'prose', 'narrow'] as const
export type ContainerWidth = (typeof containerWidths)[number]

export interface ContainerProps {
  children: ReactNode
  width?: ContainerWidth
  id?: string
}

/** Centres content at a maximum width with responsive horizontal gutters. */
export function Container({ children, width = 'page', id }: ContainerProps) {
  return (
    <div className={styles.container({ width })} id={id}>
      {children}
    </div>
  )
}
