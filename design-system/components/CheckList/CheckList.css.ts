import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { lineBox } from '../../tokens/static'

export const list = style({ display: 'grid', gap: vars.space.small, color: vars.color.text })

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xsmall,
  alignItems: 'start',
  lineHeight: vars.lineHeight.standard,
})

// One line box tall, so the mark centres on the first line of a wrapped item.
export const mark = style({
  display: 'flex',
  alignItems: 'center',
  height: lineBox(vars.lineHeight.standard),
  color: vars.color.accent,
})

export const text = style({ overflowWrap: 'anywhere' })
