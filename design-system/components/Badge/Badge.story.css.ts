import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small })
export const narrow = style({ maxWidth: '10em' })
