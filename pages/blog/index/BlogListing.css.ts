import { style } from '@vanilla-extract/css'
import { jsRunning } from '#design-system/styles/js'

/**
 * The chips only work with JavaScript; without it the pre-rendered "All"
 * listing stands alone rather than offering buttons that do nothing. The boot
 * script marks the document before first paint, so this never shifts layout.
 */
export const filter = style({
  display: 'none',
  selectors: { [`${jsRunning} &`]: { display: 'block' } },
})
