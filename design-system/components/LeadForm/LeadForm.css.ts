import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
})

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.success}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})
