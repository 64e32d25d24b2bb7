import { style } from '@vanilla-extract/css'

// Story-only layout.
export const frame = style({ maxWidth: '64em' })
