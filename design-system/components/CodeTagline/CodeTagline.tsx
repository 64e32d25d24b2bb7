import * as styles from './CodeTagline.css'

export interface CodeTaglineProps {
  /** The brand's tagline written as code. */
  children: string
}

/**
 * The brand's code-style tagline, set beside a hero as decoration. Hidden from assistive
 * technology: it restates the heading beside it as code, which read aloud is noise.
 */
export function CodeTagline({ children }: CodeTaglineProps) {
  return (
    <p className={styles.root} aria-hidden="true">
      {children}
    </p>
  )
}
