import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Documentation-page layout only: every length and colour is a token.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: vars.layout.pageWidth,
  color: vars.color.text,
  fontFamily: vars.font.text,
})
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium })
export const surfacePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
})
export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxxlarge} * 2), 1fr))`,
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const swatch = style({
  height: vars.space.xxlarge,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
})
export const swatchInline = style({
  display: 'inline-block',
  width: vars.space.medium,
  height: vars.space.medium,
  marginInlineEnd: vars.space.xxsmall,
  verticalAlign: 'middle',
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
})
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' })
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.snug })
globalStyle(`${table} :is(th, td)`, {
  padding: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
})
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' })
export const muted = style({ color: vars.color.textMuted })
export const critical = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold })
export const bar = style({ height: vars.space.medium, background: vars.color.accent, borderRadius: vars.radius.small })
export const scaleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, flexWrap: 'wrap' })
export const radiusBox = style({
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  background: vars.color.accentSoft,
  border: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
})
export const shadowBox = style({
  width: `calc(${vars.space.xxxlarge} * 2)`,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})
export const sample = style({ margin: 0, color: vars.color.heading, overflowWrap: 'anywhere' })
export const curve = style({ width: vars.space.xxxlarge, height: vars.space.xxxlarge, color: vars.color.accent, overflow: 'visible' })
export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxxlarge} + ${vars.space.xlarge}), 1fr))`,
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const iconTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.heading,
})
export const searchInput = style({
  minHeight: vars.layout.touchTarget,
  maxWidth: vars.layout.narrowWidth,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`, outlineOffset: vars.borderWidth.thick } },
})
export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.heading })
export const heading = style({ margin: 0, color: vars.color.heading, fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.snug })
export const title = style({ margin: 0, color: vars.color.heading, fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.tight, letterSpacing: vars.letterSpacing.xtight })
export const intro = style({ margin: 0, maxWidth: vars.layout.proseWidth, lineHeight: vars.lineHeight.standard })
/** A usage page's example keeps each component at its natural width, as on the site. */
export const example = style([surfacePanel, { alignItems: 'flex-start' }])

/** Inside an example, for a layout that divides the width it is given (Columns, Container): the full width. */
export const exampleFullWidth = style({ alignSelf: 'stretch' })
