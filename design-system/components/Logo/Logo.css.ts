import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({ display: 'block', overflow: 'visible' })

// The theme's highlight keeps 3:1 non-text contrast on both light and dark surfaces (WCAG 1.4.11).
export const litCell = style({ fill: vars.color.highlight })

export const dimCell = style({ fill: 'currentColor', fillOpacity: 0.3 })

// A variable-font weight between the semibold and bold tokens. SVG's font-weight attribute only
// takes multiples of 100 (the HTML checker rejects 650); CSS takes any weight.
export const wordmark = style({ fontWeight: 650 })
