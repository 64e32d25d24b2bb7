import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const form = style({ display: 'grid', gap: vars.space.large, maxWidth: '32em', padding: vars.space.medium })
