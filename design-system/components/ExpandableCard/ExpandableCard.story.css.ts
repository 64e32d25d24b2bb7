import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { responsiveStyle } from '../../styles/responsive'

// Story-only layout.
export const stack = style({ display: 'grid', gap: vars.space.medium })
export const columns = style([
  { display: 'grid', gap: vars.space.large },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
])
