import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large })
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall })
export const card = style({
  maxWidth: storyFrameWidth.headingCard,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})
export const surface = style({ background: vars.color.surface, padding: vars.space.large })
