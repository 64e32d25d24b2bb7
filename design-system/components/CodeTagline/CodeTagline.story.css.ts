import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const frame = style({ padding: vars.space.xlarge, background: vars.color.surface })
export const narrow = style({ maxWidth: vars.layout.narrowWidth })
