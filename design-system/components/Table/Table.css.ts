import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { measure } from '../../tokens/static'

export const region = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})

export const table = style({
  width: '100%',
  // Cells wrap down to a phone's width; below this the region scrolls instead of crushing columns.
  minWidth: measure.table,
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
})

export const caption = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'left',
  color: vars.color.heading,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
})

const cell = {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'left',
  verticalAlign: 'top',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
} as const

export const columnHeader = style({
  ...cell,
  background: vars.color.surfaceSunken,
  color: vars.color.heading,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
})

export const rowHeader = style({
  ...cell,
  color: vars.color.heading,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.medium,
})

export const dataCell = style(cell)
