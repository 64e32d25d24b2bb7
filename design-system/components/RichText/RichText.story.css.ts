import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only dark surface.
export const surface = style({ background: vars.color.surface, padding: vars.space.large })
