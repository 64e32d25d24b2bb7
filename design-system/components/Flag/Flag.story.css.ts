import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const paragraph = style({ maxWidth: vars.layout.proseWidth, color: vars.color.text })
export const heading = style({ fontSize: vars.fontSize.xxlarge, color: vars.color.heading })
