import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({
  display: 'inline',
  paddingBlock: '0.1em',
  paddingInline: '0.4em',
  borderRadius: vars.radius.small,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  fontWeight: vars.fontWeight.medium,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
})

// Keep "--edit-weights" whole: a break at a hyphen would read as two tokens. Spaces still wrap.
export const token = style({ whiteSpace: 'nowrap' })
