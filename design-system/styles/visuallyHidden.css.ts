import { style } from '@vanilla-extract/css'
import { visuallyHiddenSize } from '../tokens/static'

/** Hidden on screen, still read by assistive technology: the rules, for a style that hides only under a condition. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: visuallyHiddenSize,
  height: visuallyHiddenSize,
  padding: 0,
  margin: `-${visuallyHiddenSize}`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules)
