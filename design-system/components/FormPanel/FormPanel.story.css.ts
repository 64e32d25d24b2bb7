import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout: the column the panel fills on /contact-us and /demo.
export const frame = style({ maxWidth: vars.layout.narrowWidth, padding: vars.space.xlarge, background: vars.color.surface })
