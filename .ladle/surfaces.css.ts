import { globalStyle } from '@vanilla-extract/css'
import { vars } from '../design-system/themes/vars.css'

// Ladle paints its stage with --ladle-bg-color-primary; on the dark surface that is our theme's surface, so a
// story shown dark sits on exactly what a dark section of the site would give it.
globalStyle('html[data-theme="dark"]', { vars: { '--ladle-bg-color-primary': vars.color.surface } })
