import { style } from '@vanilla-extract/css'
import { inJs } from '../../styles/js'
import { vars } from '../../themes/vars.css'

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  // Room for the embed before it arrives, so the page does not jump when a form appears.
  minHeight: `calc(${vars.layout.touchTarget} * 8)`,
})

export const embedTarget = style({
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
})

export const loading = style({
  display: 'none',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  selectors: { [inJs()]: { display: 'block' } },
})

export const noScript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: { [inJs()]: { display: 'none' } },
})
