import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import { arrowNudge, underlineOffset } from '../../tokens/static'

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.layout.touchTarget,
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  textUnderlineOffset: underlineOffset.standard,
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecorationLine: 'underline' },
  },
})

export const icon = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}:hover &`]: { transform: `translateX(-${arrowNudge})` },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
})
