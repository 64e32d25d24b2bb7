import { useId, type ReactNode } from 'react'
import * as styles from './Table.css'

export interface TableColumn<Key extends string> {
  key: Key
  header: string
}

export interface TableProps<Key extends string> {
  /** Required: names the table and the scrollable region around it. */
  caption: string
  columns: readonly TableColumn<Key>[]
  rows: readonly Record<Key, ReactNode>[]
  /** The column whose cells name their row (e.g. a cookie name); rendered as row headers. */
  rowHeader?: Key
}

export function Table<Key extends string>({ caption, columns, rows, rowHeader }: TableProps<Key>) {
  const captionId = `${useId()}-caption`
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className={styles.region} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.columnHeader}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {columns.map((column) =>
                column.key === rowHeader ? (
                  <th key={column.key} scope="row" className={styles.rowHeader}>
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key} className={styles.dataCell}>
                    {row[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
