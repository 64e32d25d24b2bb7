import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

// Hidden only while the document runs JavaScript (html[data-js], set before
// first paint and cleared if the bundle fails), so content never depends on it.
export const root = style({
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    'html[data-js]:not([data-js-failed]) &[data-revealed="false"]': {
      opacity: 0,
      transform: `translateY(${vars.motion.revealOffset})`,
    },
  },
  '@media': {
    [reducedMotion]: {
      transition: 'none',
      selectors: {
        'html[data-js]:not([data-js-failed]) &[data-revealed="false"]': { opacity: 1, transform: 'none' },
      },
    },
  },
})
