import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small })
export const narrow = style({ maxWidth: storyFrameWidth.badge })
