import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const surface = style({ display: 'grid', gap: vars.space.xlarge, background: vars.color.surface, padding: vars.space.xlarge })
export const cardWidth = style({ maxWidth: storyFrameWidth.quoteCard })
