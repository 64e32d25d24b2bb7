import type { ReactNode } from 'react'
import * as styles from './Text.css'

export const textSizes = ['small', 'standard', 'large'] as const
export type TextSize = (typeof textSizes)[number]
export const textTones = ['standard', 'muted', 'highlight'] as const
export type TextTone = (typeof textTones)[number]
export const textWeights = ['regular', 'medium', 'strong'] as const
export type TextWeight = (typeof textWeights)[number]
export const textAligns = ['left', 'center', 'right'] as const
export type TextAlign = (typeof textAligns)[number]
export const textMaxLines = [2, 3] as const
export type TextMaxLines = (typeof textMaxLines)[number]

export interface TextProps {
  children: ReactNode
  as?: 'p' | 'span' | 'div'
  size?: TextSize
  tone?: TextTone
  weight?: TextWeight
  align?: TextAlign
  /** Truncates with an ellipsis after this many lines; the full text stays in the DOM for screen readers. */
  maxLines?: TextMaxLines
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
  const classes = [styles.text({ size, tone, weight, align }), maxLines ? styles.lineClamp[maxLines] : null]
    .filter(Boolean)
    .join(' ')
  return (
    <Element className={classes} id={id}>
      {children}
    </Element>
  )
}
