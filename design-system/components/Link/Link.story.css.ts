import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const paragraph = style({ maxWidth: vars.layout.proseWidth, color: vars.color.text })
export const column = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.small })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.large })
export const narrow = style({ maxWidth: storyFrameWidth.link })
