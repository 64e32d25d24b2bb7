import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const list = style({ display: 'grid', gap: vars.space.large, maxWidth: storyFrameWidth.switchList, padding: vars.space.medium })
export const surface = style({ background: vars.color.surface, padding: vars.space.xlarge })
