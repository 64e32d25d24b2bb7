import { style } from '@vanilla-extract/css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const frame = style({ maxWidth: storyFrameWidth.featuredCard })
