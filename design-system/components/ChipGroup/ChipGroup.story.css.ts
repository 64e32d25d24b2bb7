import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const narrow = style({ maxWidth: '20em' })
export const surface = style({ background: vars.color.surface, padding: vars.space.large })
