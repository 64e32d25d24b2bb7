import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({
  gap: vars.space.medium,
  height: '100%',
  padding: vars.space.large,
})

export const header = style({ display: 'grid', gap: vars.space.xxsmall })

export const name = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})

export const role = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
})

export const bio = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.standard,
})

// The link sits at the bottom, so two cards of different lengths line up.
export const footer = style({ marginTop: 'auto' })
