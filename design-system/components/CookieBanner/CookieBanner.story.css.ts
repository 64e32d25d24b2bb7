import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only: a page-sized surface behind the fixed banner, so its theme and overlay show.
export const page = style({
  minHeight: '100vh',
  padding: vars.space.large,
  background: vars.color.surface,
  color: vars.color.text,
})

// Usage page only: the banner in the flow of the page, in place of fixed over the viewport, so the example sits
// between the headings it illustrates instead of covering the guidance.
export const inFlow = style({})
globalStyle(`${inFlow} > section`, { position: 'static' })
