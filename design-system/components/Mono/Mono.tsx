import type { ReactNode } from 'react'
import * as styles from './Mono.css'

export interface MonoProps {
  children: ReactNode
}

/** Sets a run of text in the code face and nothing else: size, weight and colour come from around it (a heading's). */
export function Mono({ children }: MonoProps) {
  return <span className={styles.root}>{children}</span>
}
