import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const frame = style({ display: 'grid', gap: vars.space.large, maxWidth: vars.layout.narrowWidth, padding: vars.space.medium })
