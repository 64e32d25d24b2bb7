import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Usage page only: the header is fixed to the viewport from desktop up. Layout containment makes this frame the
// header's containing block, so the example shows the bar in place instead of pinned over the page's text.
export const frame = style({
  contain: 'layout',
  alignSelf: 'stretch',
  minHeight: `calc(${vars.layout.headerHeight} + ${vars.borderWidth.standard})`,
})
