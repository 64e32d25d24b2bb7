import { Children, type ReactNode } from 'react'
import { listRole } from '../../styles/list'
import { atoms } from '../../styles/atoms'
import type { Sprinkles } from '../../styles/sprinkles.css'
import type { ResponsiveSpace } from '../Stack/Stack'
import * as styles from './Inline.css'

import type { InlineAlign, InlineAlignY, InlineCollapseBelow } from './variants'

export {
  inlineAligns,
  inlineAlignsY,
  
  
  
  
} from './variants'

type Responsive<T> = T | { mobile?: T; tablet?: T; desktop?: T }

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const satisfies Record<InlineAlign, Sprinkles['justifyContent']>

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const satisfies Record<InlineAlignY, Sprinkles['alignItems']>

function mapResponsive<T extends string, U>(value: Responsive<T>, map: Record<T, U>) {
  if (typeof value === 'string') return map[value]
  const mapped: { mobile?: U; tablet?: U; desktop?: U } = {}
  for (const key of ['mobile', 'tablet', 'desktop'] as const) {
    const entry = value[key]
    if (entry !== undefined) mapped[key] = map[entry]
  }
  return mapped
}

export interface InlineProps {
  children: ReactNode
  /** The gap between items, both across and between wrapped rows. */
  space: ResponsiveSpace
  /** Horizontal distribution; one value or one per breakpoint (`{ mobile: 'left', desktop: 'right' }`). */
  align?: Responsive<InlineAlign>
  alignY?: InlineAlignY
  /** Below this breakpoint the items stack, each stretched to the full width. */
  collapseBelow?: InlineCollapseBelow
  /** A list renders each child in an <li> (tags, logos, links). */
  as?: 'div' | 'ul' | 'ol'
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

/** A row of items that wraps onto more rows when it runs out of width: buttons, badges, links. */
export function Inline({
  children,
  space,
  align = 'left',
  alignY = 'center',
  collapseBelow,
  as: Element = 'div',
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: InlineProps) {
  const Item = Element === 'div' ? 'div' : 'li'
  const layout = atoms({
    gap: space,
    justifyContent: mapResponsive(align, justify),
    // While collapsed, the stacked items stretch; alignY applies to the row.
    alignItems: collapseBelow ? { mobile: 'stretch', [collapseBelow]: alignItems[alignY] } : alignItems[alignY],
  })
  return (
    <Element
      className={[styles.root, layout, collapseBelow && styles.collapseBelow[collapseBelow]].filter(Boolean).join(' ')}
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
