import { Fragment } from 'react'
import * as styles from './Flag.css'

export interface FlagProps {
  /** A CLI flag or short code token, e.g. "--edit-weights". */
  children: string
}

/** Inline monospace token for CLI flags and the min(compute), max(control) tagline. */
export function Flag({ children }: FlagProps) {
  const words = children.split(' ')
  return (
    <code className={styles.root}>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className={styles.token}>{word}</span>
        </Fragment>
      ))}
    </code>
  )
}
