import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const frame = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.large, padding: vars.space.large, background: vars.color.surface, color: vars.color.text })
