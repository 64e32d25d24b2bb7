import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only: the width of a sidebar column, and a themed surface behind it.
export const column = style({ maxWidth: '20rem' })
export const surface = style({ background: vars.color.surface, padding: vars.space.large })
