import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const list = style({ display: 'grid', gap: vars.space.large, maxWidth: '36em', padding: vars.space.medium })
export const surface = style({ background: vars.color.surface, padding: vars.space.xlarge })
