import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { responsiveStyle } from '../../styles/responsive'

// Story-only layout.
export const surface = style({ background: vars.color.surface, padding: vars.space.large })
export const grid = style([
  { display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.large },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, 1fr)' } }),
])
export const stack = style({ display: 'grid', gap: vars.space.medium })
