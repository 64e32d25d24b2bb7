import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import { bannerMaxHeight } from '../../tokens/static'

/** What the space under the fixed header allows, with the banner's margin below it. */
const belowHeader = (margin: string) => `calc(100dvh - ${vars.layout.headerHeight} - 2 * ${margin})`

// Fixed, so showing it never moves the page (CLS 0). Never taller than the space under the
// fixed header, so its own content scrolls rather than hiding behind it.
export const root = style([
  {
    position: 'fixed',
    insetInline: 0,
    bottom: vars.space.small,
    zIndex: vars.zIndex.banner,
    boxSizing: 'border-box',
    width: `calc(100% - 2 * ${vars.space.small})`,
    maxWidth: vars.layout.bannerWidth,
    maxHeight: `min(${belowHeader(vars.space.small)}, ${bannerMaxHeight.simple})`,
    marginInline: 'auto',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
    '@media': { print: { display: 'none' } },
    selectors: { '&[data-view="customize"]': { maxHeight: `min(${belowHeader(vars.space.small)}, ${bannerMaxHeight.customize})` } },
  },
  responsiveStyle({
    tablet: {
      bottom: vars.space.large,
      width: `calc(100% - 2 * ${vars.space.large})`,
      maxHeight: `min(${belowHeader(vars.space.large)}, ${bannerMaxHeight.simple})`,
      selectors: { '&[data-view="customize"]': { maxHeight: `min(${belowHeader(vars.space.large)}, ${bannerMaxHeight.customize})` } },
    },
  }),
])

// Compact on phones: the simple view must cover at most 40% of a 390×844 screen (WCAG 2.4.11
// leaves room for the page; the figure), so spacing and text are a step smaller there.
export const panel = style([
  { display: 'grid', gap: vars.space.xsmall, padding: vars.space.small },
  responsiveStyle({ tablet: { gap: vars.space.medium, padding: vars.space.large } }),
])

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const title = style({
  margin: 0,
  alignSelf: 'center',
  color: vars.color.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.layout.touchTarget,
  height: vars.layout.touchTarget,
  padding: 0,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.heading,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken, borderColor: vars.color.border } },
})

const compactText = style([
  { margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' },
  responsiveStyle({ tablet: { lineHeight: vars.lineHeight.standard } }),
])

export const body = style([compactText, responsiveStyle({ tablet: { fontSize: vars.fontSize.standard } })])

/** The links to the preference center and the privacy policy, under the choices. */
export const finePrint = compactText

export const notice = style([
  compactText,
  { paddingInlineStart: vars.space.small, borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.accent}` },
])

export const switches = style({ display: 'grid', gap: vars.space.medium })

// Every choice is the same button at the same size (equal visual weight), sharing one row at
// every width: stacked, the three would take a third of a phone's screen on their own.
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xsmall })

// The buttons' own inline padding would not leave three of them room on a 320 px screen.
globalStyle(`${actions} > *`, {
  paddingInline: vars.space.xsmall,
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space.large } },
})
