import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { responsiveStyle } from '../../styles/responsive'

export const root = style({
  gap: vars.space.xsmall,
  height: '100%',
  padding: vars.space.large,
  textDecoration: 'none',
})

export const value = style([
  {
    color: vars.color.accent,
    fontSize: vars.fontSize.xxlarge,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: vars.letterSpacing.xtight,
    overflowWrap: 'anywhere',
  },
  responsiveStyle({ tablet: { fontSize: vars.fontSize.xxxlarge } }),
])

export const label = style({
  color: vars.color.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})
