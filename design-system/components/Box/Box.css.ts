import { style } from '@vanilla-extract/css'

/** Lists rendered by layout components are structural, not bulleted. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 })
