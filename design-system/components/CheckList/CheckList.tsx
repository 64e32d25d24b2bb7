import type { ReactNode } from 'react'
import { plainList } from '../../styles/list'
import { Icon } from '../Icon/Icon'
import * as styles from './CheckList.css'

export interface CheckListProps {
  items: readonly ReactNode[]
  /** The id of a heading that names the list. */
  'aria-labelledby'?: string
}

/** A list of benefits or supported items, each marked with a check. */
export function CheckList({ items, 'aria-labelledby': labelledBy }: CheckListProps) {
  return (
    <ul {...plainList} className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.mark}>
            <Icon name="check" size="small" />
          </span>
          <span className={styles.text}>{item}</span>
        </li>
      ))}
    </ul>
  )
}
