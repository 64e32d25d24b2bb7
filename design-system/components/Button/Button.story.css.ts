import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium })
export const column = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.medium })
export const narrow = style({ maxWidth: storyFrameWidth.button })
