import type { ReactNode } from 'react'
import { lineClamp, type LineClamp } from '../../styles/lineClamp.css'
import type { TextAlign } from '../../styles/textAlign'
import * as styles from './Heading.css'
import type { HeadingLevel, HeadingSize, HeadingTone, EyebrowTone } from './variants'

export {
  
  
  headingSizes,
  type HeadingSize,
  headingTones,
  
  eyebrowTones,
  
} from './variants'

/** The visual size a level gets unless told otherwise. */
const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xlarge',
  2: 'large',
  3: 'medium',
  4: 'small',
}

export interface HeadingProps {
  /** The document outline level; independent of how big it looks. */
  level: HeadingLevel
  children: ReactNode
  size?: HeadingSize
  tone?: HeadingTone
  align?: TextAlign
  /** SPEC §2: blog card titles clamp to 2 lines. */
  maxLines?: LineClamp
  /** For aria-labelledby on a section or a #hash target. */
  id?: string
}

export function Heading({ level, children, size, tone = 'standard', align, maxLines, id }: HeadingProps) {
  const Element = `h${level}` as const
  const classes = [
    styles.heading({ size: size ?? defaultHeadingSize[level], tone, align }),
    maxLines ? lineClamp[maxLines] : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <Element className={classes} id={id}>
      {children}
    </Element>
  )
}

export interface EyebrowProps {
  children: ReactNode
  tone?: EyebrowTone
  align?: TextAlign
  as?: 'p' | 'span' | 'div'
  id?: string
}

/** A short mono caps label placed above a Heading ("--edit-weights", "Technical Research"). */
export function Eyebrow({ children, tone = 'highlight', align, as: Element = 'p', id }: EyebrowProps) {
  return (
    <Element className={styles.eyebrow({ tone, align })} id={id}>
      {children}
    </Element>
  )
}
