import { style } from '@vanilla-extract/css'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only: the width of a sidebar column, and a themed surface behind it.
export const column = style({ maxWidth: storyFrameWidth.tableOfContents })
