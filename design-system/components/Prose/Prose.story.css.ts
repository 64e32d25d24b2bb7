import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only styles.
export const surface = style({ background: vars.color.surface, padding: vars.space.large })
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, color: vars.color.heading, paddingBottom: vars.space.xsmall })
