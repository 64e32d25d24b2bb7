import { style } from '@vanilla-extract/css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const narrow = style({ maxWidth: storyFrameWidth.codeBlock })
