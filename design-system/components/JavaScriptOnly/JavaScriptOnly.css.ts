import { style } from '@vanilla-extract/css'
import { inJs } from '../../styles/js'

// The boot script marks the document before first paint (styles/js.ts), so this never shifts layout.
export const root = style({
  display: 'none',
  selectors: { [inJs()]: { display: 'block' } },
})
