import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall })
export const narrow = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall, maxWidth: storyFrameWidth.chip })
