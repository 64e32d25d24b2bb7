import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { label } from './Field.css'

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.layout.touchTarget,
})

export const checkboxLabel = style([
  label,
  {
    fontWeight: vars.fontWeight.regular,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { 'input:disabled + &': { cursor: 'not-allowed', color: vars.color.textMuted } },
  },
])

export const checkbox = style({
  flexShrink: 0,
  width: vars.layout.iconStandard,
  height: vars.layout.iconStandard,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    // A shadow, not an outline, so the focus ring still shows on an invalid box.
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.critical}` },
  },
})

export const checkboxMessages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingLeft: `calc(${vars.layout.iconStandard} + ${vars.space.small})`,
})
