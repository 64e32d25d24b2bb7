import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

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
    maxHeight: `calc(100dvh - ${vars.layout.headerHeight} - 2 * ${vars.space.small})`,
    marginInline: 'auto',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
    '@media': { print: { display: 'none' } },
  },
  responsiveStyle({
    tablet: {
      bottom: vars.space.large,
      width: `calc(100% - 2 * ${vars.space.large})`,
      maxHeight: `calc(100dvh - ${vars.layout.headerHeight} - 2 * ${vars.space.large})`,
    },
  }),
])

export const panel = style([
  { display: 'grid', gap: vars.space.medium, padding: vars.space.medium },
  responsiveStyle({ tablet: { padding: vars.space.large } }),
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

export const body = style({
  margin: 0,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

export const notice = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

export const switches = style({ display: 'grid', gap: vars.space.medium })

// Every choice is the same button at the same size (equal visual weight): stacked on
// narrow screens, sharing one row from tablet up.
export const actions = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.small },
  responsiveStyle({ tablet: { flexDirection: 'row' } }),
])

globalStyle(`${actions} > *`, { '@media': { [mediaQuery.tablet]: { flex: '1 1 0' } } })
