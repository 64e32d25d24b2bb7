import type { ReactNode } from 'react'
import { lineClamp, type LineClamp } from '../../styles/lineClamp.css'
import { type TextAlign } from '../../styles/textAlign'
import * as styles from './Text.css'
import type { TextSize, TextTone, TextWeight } from './variants'

export { textSizes, textTones, textWeights } from './variants'

export interface TextProps {
  children: ReactNode
  as?: 'p' | 'span' | 'div'
  size?: TextSize
  tone?: TextTone
  weight?: TextWeight
  align?: TextAlign
  /** Truncates with an ellipsis after this many lines; the full text stays in the DOM for screen readers. */
  maxLines?: LineClamp
  id?: string
}

export function Text({
  children,
  as: Element = 'p',
  size = 'standard',
  tone = 'standard',
  weight = 'regular',
  align,
  maxLines,
  id,
}: TextProps) {
  const classes = [styles.text({ size, tone, weight, align }), maxLines ? lineClamp[maxLines] : null]
    .filter(Boolean)
    .join(' ')
  return (
    <Element className={classes} id={id}>
      {children}
    </Element>
  )
}
