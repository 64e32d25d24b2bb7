import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { responsiveStyle } from '../../styles/responsive'
import { storyFrameWidth } from '../../tokens/storyFrames'

// Story-only layout.
export const grid = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
])
export const single = style({ maxWidth: storyFrameWidth.card })
