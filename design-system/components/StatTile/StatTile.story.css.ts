import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { responsiveStyle } from '../../styles/responsive'

// Story-only layout.
export const grid = style([
  { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.medium },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } }),
])
