import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only styles.
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, color: vars.color.heading, paddingBottom: vars.space.xsmall })
