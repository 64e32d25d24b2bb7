import { listRole } from '../../styles/list'
import { Children, type ReactNode } from 'react'
import { atoms } from '../../styles/atoms'
import type { Sprinkles } from '../../styles/sprinkles.css'
import type { TextAlign } from '../../styles/textAlign'
import * as styles from './Stack.css'

/** Stack aligns its items and their text along the one text-align scale. */

/** A space token, or one per breakpoint: `{ mobile: 'medium', desktop: 'large' }`. */
export type ResponsiveSpace = NonNullable<Sprinkles['gap']>

export interface StackProps {
  children: ReactNode
  space: ResponsiveSpace
  /** A thin rule between items, centred in the space. */
  dividers?: boolean
  align?: TextAlign
  /** A list renders each child in an <li>. */
  as?: 'div' | 'ul' | 'ol'
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

export function Stack({
  children,
  space,
  dividers = false,
  align = 'left',
  as: Element = 'div',
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: StackProps) {
  const Item = Element === 'div' ? 'div' : 'li'
  const dividedItem = dividers ? `${styles.item} ${styles.divided} ${atoms({ paddingTop: space })}` : styles.item
  return (
    <Element
      className={`${styles.root} ${styles.align[align]} ${atoms({ gap: space })}`}
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      role={listRole(Element)}
    >
      {Children.toArray(children).map((child, index) => (
        <Item key={index} className={index === 0 ? styles.item : dividedItem}>
          {child}
        </Item>
      ))}
    </Element>
  )
}
