import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const form = style({ display: 'grid', gap: vars.space.large, maxWidth: storyFrameWidth.field, padding: vars.space.medium })
