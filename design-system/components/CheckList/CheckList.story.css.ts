import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const surface = style({ background: vars.color.surface, padding: vars.space.large })
export const narrow = style({ maxWidth: '16em' })
