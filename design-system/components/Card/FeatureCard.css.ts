import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.touchTarget,
  height: vars.layout.touchTarget,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
})

export const flag = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.highlight,
  overflowWrap: 'anywhere',
})

export const title = style({
  color: vars.color.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})

export const body = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

export const action = style({
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
  alignSelf: 'flex-start',
})
