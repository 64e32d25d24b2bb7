import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const stack = style({ display: 'grid', gap: vars.space.xxlarge })
