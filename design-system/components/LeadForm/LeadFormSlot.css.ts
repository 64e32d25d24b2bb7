import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// The shell's boot script marks <html> with data-js before first paint and
// data-js-failed when the site's own script fails (renderer/document.ts). Any
// ancestor counts, so a story can opt in with a wrapper (as Header's do).
const jsRunning = '[data-js]:not([data-js-failed])'

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  // Room for the embed before it arrives, so the page does not jump when a form appears.
  minHeight: `calc(${vars.layout.touchTarget} * 8)`,
})

export const embedTarget = style({
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
})

export const loading = style({
  display: 'none',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  selectors: { [`${jsRunning} &`]: { display: 'block' } },
})

export const noScript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: { [`${jsRunning} &`]: { display: 'none' } },
})
