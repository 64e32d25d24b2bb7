import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, maxWidth: vars.layout.proseWidth })
export const card = style({
  maxWidth: storyFrameWidth.textCard,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})
