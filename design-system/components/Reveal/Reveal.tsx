import type { ReactNode } from 'react'
import * as styles from './Reveal.css'
import { useScrollReveal, type ScrollRevealOptions } from './useScrollReveal'

export interface RevealProps extends ScrollRevealOptions {
  children: ReactNode
}

/** Fades and slides its children in once, the first time they scroll into view. */
export function Reveal({ children, threshold, rootMargin }: RevealProps) {
  const { ref, isVisible } = useScrollReveal<HTMLDivElement>({ threshold, rootMargin })
  return (
    <div ref={ref} className={styles.root} data-revealed={isVisible}>
      {children}
    </div>
  )
}
