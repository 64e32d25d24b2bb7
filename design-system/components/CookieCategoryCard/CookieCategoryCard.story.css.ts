import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only: a themed surface around the card.
export const frame = style({ background: vars.color.surface, padding: vars.space.large })
