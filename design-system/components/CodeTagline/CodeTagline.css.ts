import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xlarge,
  color: vars.color.highlight,
  borderLeft: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  paddingLeft: vars.space.large,
  lineHeight: vars.lineHeight.snug,
})
