import { style } from '@vanilla-extract/css'

// Story-only layout.
export const narrow = style({ maxWidth: '20em' })
