import type { ReactNode } from 'react'
import * as styles from './Container.css'
import type { ContainerWidth } from './variants'

export { containerWidths, type ContainerWidth } from './variants'

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
