import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only: a page-sized surface behind the fixed banner, so its theme and overlay show.
export const page = style({
  minHeight: '100vh',
  padding: vars.space.large,
  background: vars.color.surface,
  color: vars.color.text,
})
