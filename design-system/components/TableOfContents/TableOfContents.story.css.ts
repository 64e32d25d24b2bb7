import { style } from '@vanilla-extract/css'

// Story-only: the width of a sidebar column, and a themed surface behind it.
export const column = style({ maxWidth: '20rem' })
