import * as styles from './FactList.css'

export interface Fact {
  label: string
  value: string
}

export interface FactListProps {
  facts: readonly Fact[]
}

/** Short label and value pairs (Founded: Late 2023) as a description list, two to a row from tablet up. */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.item}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
