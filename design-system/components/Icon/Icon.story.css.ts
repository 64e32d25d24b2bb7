import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyIconCellWidth } from '../../tokens/storyFrames'

// Story-only layout for the icon inventory.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${storyIconCellWidth}, 1fr))`,
  gap: vars.space.small,
  color: vars.color.heading,
})

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})

export const name = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted })


export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.heading,
})
