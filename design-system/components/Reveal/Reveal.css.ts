import { style } from '@vanilla-extract/css'
import { inJs } from '../../styles/js'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

// Hidden only while JavaScript runs (styles/js.ts), so content never depends on it.
const pending = inJs('&[data-revealed="false"]')

export const root = style({
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    [pending]: {
      opacity: 0,
      transform: `translateY(${vars.motion.revealOffset})`,
    },
  },
  '@media': {
    [reducedMotion]: {
      transition: 'none',
      selectors: { [pending]: { opacity: 1, transform: 'none' } },
    },
  },
})
