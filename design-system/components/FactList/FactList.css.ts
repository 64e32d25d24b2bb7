import { style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

export const list = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium, margin: 0 },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
])

export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
})

export const label = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
})

export const value = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})
