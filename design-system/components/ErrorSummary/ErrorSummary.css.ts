import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { underlineOffset } from '../../tokens/static'

export const root = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.thick} solid ${vars.color.critical}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

// Critical-coloured and bold like GOV.UK's, so the list reads as errors and not as navigation.
export const link = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.semibold,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.standard,
  textUnderlineOffset: underlineOffset.standard,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: vars.borderWidth.thick } },
})
