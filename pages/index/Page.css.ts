import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/themes/vars.css'

/** The brand's code-style tagline beside the hero: decoration only Home has. */
export const tagline = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xlarge,
  color: vars.color.highlight,
  borderLeft: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  paddingLeft: vars.space.large,
  lineHeight: vars.lineHeight.snug,
})

/** The closing call to action sets its heading as code, echoing the tagline. */
export const mono = style({ fontFamily: vars.font.mono })
