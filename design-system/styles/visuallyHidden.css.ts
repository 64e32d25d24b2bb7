import { style } from '@vanilla-extract/css'
import { visuallyHiddenSize } from '../tokens/static'

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: visuallyHiddenSize,
  height: visuallyHiddenSize,
  padding: 0,
  margin: `-${visuallyHiddenSize}`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
