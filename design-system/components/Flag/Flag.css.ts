import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { flag } from '../../tokens/static'

export const root = style({
  display: 'inline',
  paddingBlock: flag.paddingBlock,
  paddingInline: flag.paddingInline,
  borderRadius: vars.radius.small,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontFamily: vars.font.mono,
  fontSize: flag.fontSize,
  fontWeight: vars.fontWeight.medium,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
})

// Keep "--edit-weights" whole: a break at a hyphen would read as two tokens. Spaces still wrap.
export const token = style({ whiteSpace: 'nowrap' })
