import { listRole } from '../../styles/list'
import { Children, type ReactNode } from 'react'
import { sprinkles } from '../../styles/sprinkles.css'
import type { ResponsiveSpace } from '../Stack/Stack'
import * as styles from './Columns.css'

export const columnCounts = [1, 2, 3, 4, 5, 6] as const
export type ColumnCount = (typeof columnCounts)[number]
export type ResponsiveColumns = ColumnCount | { mobile?: ColumnCount; tablet?: ColumnCount; desktop?: ColumnCount }

export const columnsAlignY = ['stretch', 'top', 'center'] as const
export type ColumnsAlignY = (typeof columnsAlignY)[number]

export interface ColumnsProps {
  children: ReactNode
  /** Mobile-first: a breakpoint left out inherits the one below it. */
  columns: ResponsiveColumns
  space: ResponsiveSpace
  alignY?: ColumnsAlignY
  /** A list renders each child in an <li> (e.g. a grid of blog cards). */
  as?: 'div' | 'ul' | 'ol'
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

export function Columns({
  children,
  columns,
  space,
  alignY = 'stretch',
  as: Element = 'div',
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: ColumnsProps) {
  const { mobile = 1, tablet, desktop } = typeof columns === 'number' ? { mobile: columns } : columns
  const Item = Element === 'div' ? 'div' : 'li'
  return (
    <Element
      className={`${styles.columns({ mobile, tablet, desktop, alignY })} ${sprinkles({ gap: space })}`}
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      role={listRole(Element)}
    >
      {Children.toArray(children).map((child, index) => (
        <Item key={index} className={styles.item}>
          {child}
        </Item>
      ))}
    </Element>
  )
}
