import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({ fontFamily: vars.font.mono })
