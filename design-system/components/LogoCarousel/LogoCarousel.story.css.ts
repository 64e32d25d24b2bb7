import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const sunken = style({ background: vars.color.surfaceSunken, padding: vars.space.xlarge })
