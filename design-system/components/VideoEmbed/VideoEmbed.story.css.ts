import { style } from '@vanilla-extract/css'

// Story-only layout.
export const width = style({ maxWidth: '48em' })
