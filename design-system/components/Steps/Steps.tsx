import type { ReactNode } from 'react'
import { plainList } from '../../styles/list'
import { cardTitle } from '../Card/card.css'
import * as styles from './Steps.css'
import type { StepsTone } from './variants'

export { stepsTones } from './variants'

export interface Step {
  title: string
  /** A short mono line under the title: the CLI flag the step runs, or how long it takes. */
  label?: string
  body: ReactNode
}

export interface StepsProps {
  steps: readonly Step[]
  tone?: StepsTone
  headingLevel?: 3 | 4 | 5 | 6
}

export function Steps({ steps, tone = 'accent', headingLevel = 3 }: StepsProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol {...plainList} className={styles.list}>
      {steps.map((step, index) => (
        <li key={index} className={styles.item}>
          {/* The ordered list already announces the position. */}
          <span className={[styles.marker({ tone }), styles.markerPlacement].join(' ')} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.connector} aria-hidden="true" />
          <div className={styles.heading}>
            <Heading className={cardTitle}>{step.title}</Heading>
            {step.label ? <p className={styles.label}>{step.label}</p> : null}
          </div>
          {typeof step.body === 'string' ? <p className={styles.body}>{step.body}</p> : <div className={styles.body}>{step.body}</div>}
        </li>
      ))}
    </ol>
  )
}
