import type { StyleRule } from '@vanilla-extract/css'
import { vars } from '../themes/vars.css'
import { reducedMotion } from './responsive'

// The one look of content waiting to be revealed on scroll, shared by the global `.fade-in`
// contract (global.css.ts) and the Reveal component. Both apply `revealPending` only while
// JavaScript runs (styles/js.ts), so content never depends on it.

/** Waiting: hidden just below its place; under reduced motion, in place from the start. */
export const revealPending: StyleRule = {
  opacity: 0,
  transform: `translateY(${vars.motion.revealOffset})`,
  '@media': { [reducedMotion]: { opacity: 1, transform: 'none' } },
}

/** How it arrives: a slow fade and slide, or nothing at all under reduced motion. */
export const revealTransition: StyleRule = {
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, transform ${vars.motion.slow} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
}
