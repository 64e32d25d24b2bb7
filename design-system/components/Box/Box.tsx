import type { ReactNode } from 'react'
import { atoms } from '../../styles/atoms'
import type { Sprinkles } from '../../styles/sprinkles.css'
import { listRole } from '../../styles/list'

type BoxElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'figure' | 'blockquote' | 'dl'

const boxSprinkleProps = [
  'display',
  'flexDirection',
  'flexWrap',
  'alignItems',
  'justifyContent',
  'gap',
  'padding',
  'paddingX',
  'paddingY',
  'paddingTop',
  'paddingBottom',
  'background',
  'color',
  'borderRadius',
] as const satisfies readonly (keyof Sprinkles)[]
type BoxSprinkles = Pick<Sprinkles, (typeof boxSprinkleProps)[number]>

export interface BoxProps extends BoxSprinkles {
  as?: BoxElement
  children?: ReactNode
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

export function Box({
  as: Element = 'div',
  children,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: BoxProps) {
  const chosen: BoxSprinkles = {}
  for (const key of boxSprinkleProps) {
    if (props[key] !== undefined) Object.assign(chosen, { [key]: props[key] })
  }
  const classes = [atoms(chosen), className].filter(Boolean).join(' ')
  return (
    <Element
      className={classes || undefined}
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      role={listRole(Element)}
    >
      {children}
    </Element>
  )
}
