import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall })
