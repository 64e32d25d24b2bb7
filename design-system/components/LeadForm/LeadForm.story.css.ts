import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const frame = style({ maxWidth: vars.layout.narrowWidth, padding: vars.space.medium })
export const surface = style({ background: vars.color.surface, padding: vars.space.xlarge })
