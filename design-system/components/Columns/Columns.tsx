import { Children, createContext, createElement, isValidElement, useContext, type ReactNode } from 'react'
import { listRole } from '../../styles/list'
import type { ResponsiveSpace } from '../Stack/Stack'
import * as styles from './Columns.css'
import type { ColumnCount, ColumnsAlignY, ColumnsCollapseBelow, ColumnWidth } from './variants'

export {
  
  
  
  columnWidths,
  
  
  type ColumnsCollapseBelow,
  type ColumnWidth,
} from './variants'

export type ResponsiveColumns = ColumnCount | { mobile?: ColumnCount; tablet?: ColumnCount; desktop?: ColumnCount }

interface SharedColumnsProps {
  children: ReactNode
  space: ResponsiveSpace
  alignY?: ColumnsAlignY
  /** A list renders each column in an <li> (e.g. a grid of blog cards). */
  as?: 'div' | 'ul' | 'ol'
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

interface EqualColumnsProps extends SharedColumnsProps {
  /** Equal columns, mobile-first: a breakpoint left out inherits the one below it. */
  columns: ResponsiveColumns
  collapseBelow?: never
  reverseWhenCollapsed?: never
}

interface SizedColumnsProps extends SharedColumnsProps {
  /** Without `columns`, children are `<Column width>`s in one row (any other child is a fluid column). */
  columns?: never
  /** Below this breakpoint the columns stack in one full-width column. Never, if left out. */
  collapseBelow?: ColumnsCollapseBelow
  /** While collapsed, show the last column first (e.g. an illustration above its text). */
  reverseWhenCollapsed?: boolean
}

/** Either equal columns (`columns`) or a row of `<Column width>`s. */
export type ColumnsProps = EqualColumnsProps | SizedColumnsProps

const ItemElement = createContext<'div' | 'li'>('div')

export function Columns(props: ColumnsProps) {
  const {
    children,
    space,
    alignY = 'stretch',
    as: Element = 'div',
    id,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  } = props
  const Item = Element === 'div' ? 'div' : 'li'
  const layout =
    props.columns === undefined
      ? [
          styles.flex,
          props.collapseBelow && props.reverseWhenCollapsed
            ? styles.collapseReversed[props.collapseBelow]
            : styles.collapse[props.collapseBelow ?? 'never'],
          styles.flexAlignY[alignY],
        ].join(' ')
      : styles.grid({ ...countsOf(props.columns), alignY })
  const items = Children.toArray(children).map((child, index) => {
    if (props.columns !== undefined)
      return (
        <Item key={index} className={styles.item}>
          {child}
        </Item>
      )
    return isValidElement(child) && child.type === Column ? child : <Column key={index}>{child}</Column>
  })
  return (
    <Element
      className={`${layout} ${spaceClasses(space)}`}
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      role={listRole(Element)}
    >
      <ItemElement.Provider value={Item}>{items}</ItemElement.Provider>
    </Element>
  )
}

export interface ColumnProps {
  children: ReactNode
  /** A fraction of the row, the content's own width, or (the default) whatever is left. */
  width?: ColumnWidth
  /** Not shown below this breakpoint, and then takes no space at all. */
  hideBelow?: ColumnsCollapseBelow
}

/** One column of a `Columns` row; it takes the full width while the row is collapsed. */
export function Column({ children, width = 'fluid', hideBelow }: ColumnProps) {
  const Element = useContext(ItemElement)
  const classes = [styles.column({ width }), hideBelow && styles.hiddenBelow[hideBelow]].filter(Boolean).join(' ')
  // The row decides the element (a list item in a list row), so it is read from context, not declared here.
  return createElement(Element, { className: classes }, children)
}

function countsOf(columns: ResponsiveColumns) {
  const { mobile = 1, tablet, desktop } = typeof columns === 'number' ? { mobile: columns } : columns
  return { mobile, tablet, desktop }
}

function spaceClasses(space: ResponsiveSpace): string {
  const { mobile, tablet, desktop } = typeof space === 'string' ? { mobile: space } : space
  return [
    mobile && styles.space.mobile[mobile],
    tablet && styles.space.tablet[tablet],
    desktop && styles.space.desktop[desktop],
  ]
    .filter(Boolean)
    .join(' ')
}
