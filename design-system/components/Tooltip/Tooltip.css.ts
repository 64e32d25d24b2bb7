import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { reducedMotion } from '../../styles/responsive'
import { measure, underlineOffset } from '../../tokens/static'

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.layout.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'help',
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textDecorationThickness: vars.borderWidth.standard,
  textUnderlineOffset: underlineOffset.dotted,
  selectors: {
    '&:hover, &[data-state$="open"]': { color: vars.color.linkHover },
  },
})

const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
})

// Rendered with the dark theme class, so these roles resolve to the dark surface.
export const content = style({
  zIndex: vars.zIndex.overlay,
  maxWidth: `min(${measure.tooltip}, calc(100vw - ${vars.space.xlarge}))`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const arrow = style({
  fill: vars.color.surfaceRaised,
})
